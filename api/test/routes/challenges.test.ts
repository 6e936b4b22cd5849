import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import {
  answerLevel,
  answersFor,
  getAs,
  levelsOf,
  NEW_TO_PLANTS,
  NEWCOMER,
  postAs,
} from '../helpers/quiz.ts';

interface Side {
  account: { accountId: number; display: string };
  played: boolean;
  score: { points: number; correctCount: number; questionCount: number; timeValue: number } | null;
}

interface Challenge {
  challengeId: number;
  status: string;
  packId: number;
  gameLevelId: number;
  challenger: Side;
  opponent: Side;
  isChallenger: boolean;
  canRespond: boolean;
  canPlay: boolean;
  winnerId: number | null;
}

type Answer<T> = { valid: true; item: T; message: string } | { valid: false; errorCode: string };

describe.each(BACKENDS)('challenges (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let grace: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    grace = await signIn(t.app, NEWCOMER);
  });
  afterEach(async () => {
    await t.close();
  });

  const challenge = async (from: SignedInMember, body: object) => {
    const answer = await postAs<Answer<Challenge>>(t.app, from, '/api/challenges', body);
    if (!answer.valid) throw new Error(`refused: ${answer.errorCode}`);
    return answer.item;
  };
  const play = (member: SignedInMember, item: Challenge, rightCount: number) =>
    levelsOf(t.db, 'Terpene Trivia').then(([level]) => {
      if (!level) throw new Error('no level');
      return postAs<Answer<{ points: number; timeValue: number }>>(
        t.app,
        member,
        '/api/games/score/create',
        {
          packId: item.packId,
          gameLevelId: item.gameLevelId,
          challengeId: item.challengeId,
          answers: answersFor(level, rightCount),
          timeTaken: 1,
        },
      );
    });
  const terpenes = async () => {
    const [level] = await levelsOf(t.db, 'Terpene Trivia');
    if (!level) throw new Error('no level');
    return level;
  };

  it('runs a challenge from pending to finished, both seeing the result side by side', async () => {
    const level = await terpenes();
    const jonah = await signIn(t.app, NEW_TO_PLANTS);
    const sent = await challenge(jonah, { opponentId: grace.userId, packId: level.packId });
    expect(sent).toMatchObject({
      status: 'PENDING',
      gameLevelId: level.gameLevelId,
      isChallenger: true,
      canRespond: false,
      canPlay: true,
      winnerId: null,
    });
    expect(sent.opponent.account.accountId).toBe(grace.userId);

    // The opponent cannot play before accepting; the challenger can, timed by the server.
    expect(await play(grace, sent, 1)).toMatchObject({
      valid: false,
      errorCode: 'CHALLENGE_NOT_ACCEPTED',
    });
    const checks = await answerLevel(t.app, jonah, level, 1);
    const measured = checks.reduce((sum, check) => sum + check.timeValue, 0);
    expect(await play(jonah, sent, 1)).toMatchObject({
      valid: true,
      item: { points: 10, timeValue: measured },
    });
    expect(await play(jonah, sent, 3)).toMatchObject({ errorCode: 'CHALLENGE_PLAYED' });

    // Grace sees Jonah has played, but not his score yet.
    const seen = await getAs<Answer<Challenge>>(
      t.app,
      grace,
      `/api/challenges/${sent.challengeId}`,
    );
    if (!seen.valid) throw new Error('refused');
    expect(seen.item).toMatchObject({ canRespond: true, canPlay: false, isChallenger: false });
    expect(seen.item.challenger).toMatchObject({ played: true, score: null });

    const accepted = await postAs<Answer<Challenge>>(
      t.app,
      grace,
      `/api/challenges/${sent.challengeId}/respond`,
      { accept: true },
    );
    expect(accepted).toMatchObject({ valid: true, item: { status: 'ACCEPTED', canPlay: true } });
    expect(
      await postAs(t.app, grace, `/api/challenges/${sent.challengeId}/respond`, { accept: false }),
    ).toMatchObject({ valid: false, errorCode: 'ALREADY_ANSWERED' });

    expect((await play(grace, sent, level.questions.length)).valid).toBe(true);
    for (const member of [jonah, grace]) {
      const done = await getAs<Answer<Challenge>>(
        t.app,
        member,
        `/api/challenges/${sent.challengeId}`,
      );
      if (!done.valid) throw new Error('refused');
      expect(done.item.status).toBe('FINISHED');
      expect(done.item.winnerId).toBe(grace.userId);
      expect(done.item.challenger.score).toMatchObject({ points: 10, timeValue: measured });
      expect(done.item.opponent.score).toMatchObject({
        points: level.questions.length * 10,
        correctCount: level.questions.length,
      });
      expect(done.item.canPlay).toBe(false);
    }
  });

  it('takes the level’s earlier result as the attempt, so knowing the answers wins nothing', async () => {
    const level = await terpenes();
    // Grace played the level before: its results showed her every right answer.
    const practice = await postAs<Answer<{ scoreId: number; points: number }>>(
      t.app,
      grace,
      '/api/games/score/create',
      { packId: level.packId, gameLevelId: level.gameLevelId, answers: answersFor(level, 1) },
    );
    if (!practice.valid) throw new Error('refused');
    const jonah = await signIn(t.app, NEW_TO_PLANTS);
    const sent = await challenge(jonah, { opponentId: grace.userId, packId: level.packId });
    expect((await play(jonah, sent, 2)).valid).toBe(true);
    await postAs(t.app, grace, `/api/challenges/${sent.challengeId}/respond`, { accept: true });
    expect(await play(grace, sent, level.questions.length)).toMatchObject({
      valid: true,
      item: { scoreId: practice.item.scoreId, points: practice.item.points },
    });
    const done = await getAs<Answer<Challenge>>(
      t.app,
      grace,
      `/api/challenges/${sent.challengeId}`,
    );
    expect(done).toMatchObject({
      valid: true,
      item: { status: 'FINISHED', winnerId: jonah.userId, opponent: { score: { points: 10 } } },
    });
  });

  it('is seen by its two members only, and declining ends it', async () => {
    const [level] = await levelsOf(t.db, 'Plant Basics');
    if (!level) throw new Error('no level');
    const sent = await challenge(grace, { opponentId: dana.userId, packId: level.packId });
    const marcus = await signIn(t.app, OTHER_MEMBER);
    await getAs(t.app, marcus, `/api/challenges/${sent.challengeId}`, 404);
    await postAs(
      t.app,
      marcus,
      `/api/challenges/${sent.challengeId}/respond`,
      { accept: true },
      404,
    );
    const list = await getAs<{ items: Challenge[] }>(t.app, marcus, '/api/challenges?limit=100');
    expect(list.items.map((item) => item.challengeId)).not.toContain(sent.challengeId);
    await postAs(
      t.app,
      marcus,
      '/api/games/score/create',
      {
        packId: level.packId,
        gameLevelId: level.gameLevelId,
        challengeId: sent.challengeId,
        answers: answersFor(level),
      },
      404,
    );

    expect(
      await postAs(t.app, grace, `/api/challenges/${sent.challengeId}/respond`, { accept: true }),
    ).toMatchObject({ valid: false, errorCode: 'NOT_YOUR_ANSWER' });
    const declined = await postAs<Answer<Challenge>>(
      t.app,
      dana,
      `/api/challenges/${sent.challengeId}/respond`,
      { accept: false },
    );
    expect(declined).toMatchObject({ valid: true, item: { status: 'DECLINED', canPlay: false } });
    const afterDecline = await postAs<Answer<unknown>>(t.app, grace, '/api/games/score/create', {
      packId: level.packId,
      gameLevelId: level.gameLevelId,
      challengeId: sent.challengeId,
      answers: answersFor(level),
    });
    expect(afterDecline).toMatchObject({ valid: false, errorCode: 'CHALLENGE_DECLINED' });

    // Declined, it no longer blocks a new one on the same pack.
    expect((await challenge(grace, { opponentId: dana.userId, packId: level.packId })).status).toBe(
      'PENDING',
    );
    expect(
      await postAs(t.app, dana, '/api/challenges', {
        opponentId: grace.userId,
        packId: level.packId,
      }),
    ).toMatchObject({ valid: false, errorCode: 'CHALLENGE_OPEN' });
  });

  it('validates who and what is challenged, and the level played', async () => {
    const [first, second] = await levelsOf(t.db, 'Plant Basics');
    if (!first || !second) throw new Error('no levels');
    const self = await postAs<{ message: string }>(
      t.app,
      dana,
      '/api/challenges',
      { opponentId: dana.userId, packId: first.packId },
      400,
    );
    expect(self.message).toMatch(/body\/opponentId/);
    const nobody = await postAs<{ message: string }>(
      t.app,
      dana,
      '/api/challenges',
      { opponentId: 2_000_000_000, packId: first.packId },
      400,
    );
    expect(nobody.message).toMatch(/body\/opponentId/);
    const noPack = await postAs<{ message: string }>(
      t.app,
      dana,
      '/api/challenges',
      { opponentId: grace.userId, packId: 2_000_000_000 },
      400,
    );
    expect(noPack.message).toMatch(/body\/packId/);
    await postAs(t.app, dana, '/api/challenges', { opponentId: grace.userId }, 400);
    await postAs(t.app, undefined, '/api/challenges', { opponentId: grace.userId, packId: 1 }, 403);

    const sent = await challenge(dana, { opponentId: grace.userId, packId: first.packId });
    const wrongLevel = await postAs<{ message: string }>(
      t.app,
      dana,
      '/api/games/score/create',
      {
        packId: second.packId,
        gameLevelId: second.gameLevelId,
        challengeId: sent.challengeId,
        answers: [],
      },
      400,
    );
    expect(wrongLevel.message).toMatch(/body\/gameLevelId/);
    await getAs(t.app, dana, '/api/challenges?status=LOST', 400);
  });

  it('seeds a challenge waiting for the demo member', async () => {
    const pending = await getAs<{ items: Challenge[] }>(
      t.app,
      dana,
      '/api/challenges?status=PENDING',
    );
    const waiting = pending.items.find((item) => item.canRespond);
    expect(waiting?.challenger.account.display).toBe('Marcus Bell');
    expect(waiting?.challenger.played).toBe(true);
    const finished = await getAs<{ items: Challenge[] }>(
      t.app,
      dana,
      '/api/challenges?status=FINISHED',
    );
    expect(finished.items[0]?.challenger.score).not.toBeNull();
    expect(finished.items[0]?.opponent.score).not.toBeNull();
  });
});
