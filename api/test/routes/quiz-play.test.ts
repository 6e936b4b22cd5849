// Playing a level as the app does: questions served one at a time (each clock started by the
// server), answers locked in for good and only then judged, and a level scored once per place
// from those answers and times, so a replay or a claimed time changes no score.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import {
  answerLevel,
  answersFor,
  getAs,
  levelsOf,
  lockIn,
  NEW_TO_PLANTS,
  NEWCOMER,
  postAs,
  serveNext,
  type SeededLevel,
} from '../helpers/quiz.ts';
import { MAX_QUESTION_TIME_MS } from '../../src/plugins/app/games/rules.ts';

interface Level {
  answeredCount: number;
  bestPoints: number;
  ticketsEarned: number;
  scores: { scoreId: number }[];
}

interface Score {
  scoreId: number;
  points: number;
  timeValue: number;
  correctCount: number;
  ticketsEarned: number;
  missionId: number | null;
  results: { gameObjectId: number; correct: boolean; correctAnswerId: number }[];
}

interface Served {
  valid: true;
  item: {
    id: number;
    position: number;
    questionCount: number;
    gameLevelId: number;
    servedAt: number;
    answers: { id: number; text: string }[];
  };
}

interface Refusal {
  valid: false;
  message: string;
  errorCode: string;
}

type ScoreAnswer = { valid: true; message: string; item: Score } | Refusal;

interface Rank {
  owner: { accountId: number };
  scoreValue: number;
  timeValue: number;
}

describe.each(BACKENDS)('playing a level a question at a time (%s)', (backend) => {
  let t: TestApp;
  let grace: SignedInMember;
  let basics: SeededLevel[];
  beforeEach(async () => {
    t = await buildTestApp(backend);
    grace = await signIn(t.app, NEWCOMER);
    basics = await levelsOf(t.db, 'Plant Basics');
  });
  afterEach(async () => {
    await t.close();
  });

  const level = (index: number): SeededLevel => {
    const found = basics[index];
    if (!found) throw new Error(`Plant Basics has no level ${index}`);
    return found;
  };
  const play = (member: SignedInMember, seeded: SeededLevel, rightCount?: number, extra = {}) =>
    postAs<ScoreAnswer>(t.app, member, '/api/games/score/create', {
      packId: seeded.packId,
      gameLevelId: seeded.gameLevelId,
      answers: answersFor(seeded, rightCount),
      ...extra,
    });
  const scored = (answer: ScoreAnswer): Score => {
    if (!answer.valid) throw new Error(answer.message);
    return answer.item;
  };
  const pack = async (member: SignedInMember) =>
    (
      await getAs<{ item: { levels: Level[] } }>(
        t.app,
        member,
        `/api/games/pack/${level(0).packId}`,
      )
    ).item;
  const ticketsOf = async (member: SignedInMember) =>
    (await getAs<{ item: { count: number } }>(t.app, member, '/api/games/ticket/count')).item.count;
  const tournament = async (member: SignedInMember) => {
    const created = await postAs<{ item: { missionId: number } }>(
      t.app,
      member,
      '/api/tournaments',
      {
        title: 'Friday Night Trivia',
        startDate: Date.now() - 60_000,
        endDate: Date.now() + 86_400_000,
        games: [level(0).packId],
      },
    );
    return created.item.missionId;
  };

  it('serves a level’s questions one at a time, in order, starting each clock once', async () => {
    const next = () => serveNext<Served | Refusal>(t.app, grace, level(0).gameLevelId);
    const first = await next();
    if (!first.valid) throw new Error(first.message);
    expect(first.item).toMatchObject({
      id: level(0).questions[0]?.id,
      position: 1,
      questionCount: level(0).questions.length,
      gameLevelId: level(0).gameLevelId,
    });
    expect(JSON.stringify(first)).not.toMatch(/"correct/);
    // Asked again (a reload) before answering: the same question, its clock not restarted.
    expect(await next()).toEqual(first);
    await lockIn(t.app, grace, first.item.id, level(0).questions[0]?.wrong ?? 0);
    expect(await next()).toMatchObject({ item: { id: level(0).questions[1]?.id, position: 2 } });
    await answerLevel(t.app, grace, { ...level(0), questions: level(0).questions.slice(1) });
    expect(await next()).toMatchObject({ valid: false, errorCode: 'LEVEL_ANSWERED' });
    expect((await pack(grace)).levels[0]?.answeredCount).toBe(level(0).questions.length);

    expect(await serveNext<Refusal>(t.app, grace, level(1).gameLevelId)).toMatchObject({
      valid: false,
      errorCode: 'LEVEL_LOCKED',
    });
    await postAs(t.app, grace, '/api/games/level/999999/next', {}, 404);
    await postAs(t.app, undefined, `/api/games/level/${level(0).gameLevelId}/next`, {}, 403);
  });

  it('times each question from when it was served, whatever the client claims', async () => {
    const [first, ...rest] = level(0).questions;
    if (!first) throw new Error('no question');
    await serveNext(t.app, grace, level(0).gameLevelId);
    // The member reads the first question for 7 seconds before answering.
    await t.db.query(
      `UPDATE game_question_plays SET served_at = served_at - interval '7 seconds'
        WHERE account_id = $1 AND question_id = $2`,
      [grace.userId, first.id],
    );
    const check = await lockIn(t.app, grace, first.id, first.right);
    expect(check.timeValue).toBeGreaterThanOrEqual(7_000);
    expect(check.timeValue).toBeLessThan(7_000 + 60_000);
    const others = await answerLevel(t.app, grace, { ...level(0), questions: rest });
    const score = scored(await play(grace, level(0), undefined, { timeTaken: 0 }));
    expect(score.timeValue).toBe(
      [check, ...others].reduce((sum, answer) => sum + answer.timeValue, 0),
    );
  });

  it('counts a question answered without being served as the longest a question counts', async () => {
    const score = scored(await play(grace, level(0), undefined, { timeTaken: 1 }));
    expect(score.timeValue).toBe(level(0).questions.length * MAX_QUESTION_TIME_MS);
  });

  it('never raises a score on a replay, even with the right answers it showed', async () => {
    const partial = scored(await play(grace, level(0), 1, { timeTaken: 60_000 }));
    expect(partial.correctCount).toBe(1);
    // The first result told every right answer. A replay sends them all, in no time.
    const replay = scored(
      await play(grace, level(0), undefined, {
        answers: partial.results.map((result) => ({
          gameObjectId: result.gameObjectId,
          answerId: result.correctAnswerId,
        })),
        timeTaken: 0,
      }),
    );
    expect(replay).toEqual(partial);
    expect(await ticketsOf(grace)).toBe(1);
    const view = (await pack(grace)).levels[0];
    expect(view).toMatchObject({ bestPoints: partial.points, ticketsEarned: 1 });
    expect(view?.scores.map((score) => score.scoreId)).toEqual([partial.scoreId]);
    // Nor does sending a question of it a new answer.
    const question = level(0).questions[1];
    if (!question) throw new Error('no question');
    expect(await lockIn(t.app, grace, question.id, question.right)).toMatchObject({
      alreadyAnswered: true,
      correct: false,
    });
    expect(scored(await play(grace, level(0)))).toEqual(partial);
  });

  describe('answer feedback during play', () => {
    const question = (index: number) => {
      const found = level(0).questions[index];
      if (!found) throw new Error(`Plant Basics level 1 has no question ${index}`);
      return found;
    };
    const serve = (member = grace) => serveNext(t.app, member, level(0).gameLevelId);

    it('says right or wrong with the right answer, and keeps the first answer for good', async () => {
      const first = question(0);
      await serve();
      expect(await lockIn(t.app, grace, first.id, first.wrong)).toEqual({
        gameObjectId: first.id,
        answerId: first.wrong,
        correct: false,
        correctAnswerId: first.right,
        alreadyAnswered: false,
        timeValue: expect.any(Number),
      });
      // Knowing the right answer now changes nothing: the wrong one stays locked in.
      expect(await lockIn(t.app, grace, first.id, first.right)).toMatchObject({
        answerId: first.wrong,
        correct: false,
        alreadyAnswered: true,
      });
      await serve();
      expect(await lockIn(t.app, grace, question(1).id, question(1).right)).toMatchObject({
        correct: true,
        alreadyAnswered: false,
      });
    });

    it('scores the locked-in answers whatever the submission claims, and keeps them', async () => {
      const first = question(0);
      await serve();
      await lockIn(t.app, grace, first.id, first.wrong);
      // A forged submission with every answer right still counts the first one wrong.
      const forged = scored(await play(grace, level(0)));
      expect(forged.correctCount).toBe(level(0).questions.length - 1);
      expect(forged.results[0]).toMatchObject({ gameObjectId: first.id, correct: false });
      // Scored, every answer of the level is locked, as it was scored.
      expect(await lockIn(t.app, grace, first.id, first.right)).toMatchObject({
        answerId: first.wrong,
        alreadyAnswered: true,
      });
      expect(await lockIn(t.app, grace, question(1).id, question(1).wrong)).toMatchObject({
        answerId: question(1).right,
        alreadyAnswered: true,
      });
    });

    it('keeps each member’s locked answers to themselves', async () => {
      const first = question(0);
      await serve();
      await lockIn(t.app, grace, first.id, first.wrong);
      const other = await signIn(t.app, NEW_TO_PLANTS);
      await serve(other);
      expect(await lockIn(t.app, other, first.id, first.right)).toMatchObject({
        correct: true,
        alreadyAnswered: false,
      });
    });

    it('refuses unserved questions, locked levels, answers the question does not have and unknown questions', async () => {
      const notServed = await postAs<Refusal>(t.app, grace, `/api/games/${question(0).id}/answer`, {
        answerId: question(0).right,
      });
      expect(notServed).toMatchObject({ valid: false, errorCode: 'QUESTION_NOT_SERVED' });
      const locked = level(1).questions[0];
      const refused = await postAs<Refusal>(t.app, grace, `/api/games/${locked?.id}/answer`, {
        answerId: locked?.right,
      });
      expect(refused).toMatchObject({ valid: false, errorCode: 'LEVEL_LOCKED' });
      const foreign = await postAs<Refusal>(
        t.app,
        grace,
        `/api/games/${question(0).id}/answer`,
        { answerId: 999 },
        400,
      );
      expect(foreign.message).toMatch(/body\/answerId/);
      await postAs(t.app, grace, '/api/games/999999/answer', { answerId: 1 }, 404);
      await postAs(t.app, grace, `/api/games/${question(0).id}/answer`, {}, 400);
      await postAs(t.app, undefined, `/api/games/${question(0).id}/answer`, { answerId: 1 }, 403);
      // None of that locked anything in.
      expect((await pack(grace)).levels[0]?.answeredCount).toBe(0);
    });
  });

  describe('in a tournament', () => {
    const board = async (member: SignedInMember, missionId: number) =>
      (
        await getAs<{ items: Rank[] }>(
          t.app,
          member,
          `/api/leaderboard/ranking?rankType=POINTS&missionId=${missionId}&limit=50`,
        )
      ).items.find((rank) => rank.owner.accountId === member.userId);
    const mine = async (member: SignedInMember, missionId: number) =>
      (
        await getAs<{ item: { scores: { scoreId: number }[] } }>(
          t.app,
          member,
          `/api/tournaments/${missionId}?includeScores=MINE`,
        )
      ).item.scores.map((score) => score.scoreId);

    it('counts the time the server measured, and a replay with time 0 raises nothing', async () => {
      const missionId = await tournament(grace);
      const checks = await answerLevel(t.app, grace, level(0), 1);
      const first = scored(await play(grace, level(0), 0, { missionId, timeTaken: 600_000 }));
      expect(first.points).toBe(10);
      const measured = checks.reduce((sum, check) => sum + check.timeValue, 0);
      expect(first.timeValue).toBe(measured);
      expect(await board(grace, missionId)).toMatchObject({ scoreValue: 10, timeValue: measured });

      // The replay sends the right answers the first result showed, and a time of 0, twice.
      const replay = {
        missionId,
        answers: first.results.map((result) => ({
          gameObjectId: result.gameObjectId,
          answerId: result.correctAnswerId,
        })),
        timeTaken: 0,
      };
      for (const again of [
        await play(grace, level(0), 0, replay),
        await play(grace, level(0), 0, replay),
      ]) {
        expect(again).toMatchObject({
          message: 'This level was already scored: your first answers stand.',
        });
        expect(scored(again)).toEqual(first);
      }
      expect(await board(grace, missionId)).toMatchObject({ scoreValue: 10, timeValue: measured });
      expect(await mine(grace, missionId)).toEqual([first.scoreId]);
    });

    it('scores a level played before with the same answers and time, paying nothing twice', async () => {
      await answerLevel(t.app, grace, level(0), 2);
      const practice = scored(await play(grace, level(0), 0, { answers: [] }));
      const tickets = await ticketsOf(grace);
      // The tournament starts after the level was played: its answers are known, and final.
      const missionId = await tournament(grace);
      const counted = scored(await play(grace, level(0), undefined, { missionId, timeTaken: 0 }));
      expect(counted.scoreId).not.toBe(practice.scoreId);
      expect(counted).toMatchObject({
        points: practice.points,
        timeValue: practice.timeValue,
        missionId,
        ticketsEarned: 0,
      });
      expect(await ticketsOf(grace)).toBe(tickets);
      expect(await mine(grace, missionId)).toEqual([counted.scoreId]);
    });
  });
});
