import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import {
  answersFor,
  getAs,
  levelsOf,
  lockIn,
  NEWCOMER,
  postAs,
  serveNext,
  ticketCount,
  type SeededLevel,
} from '../helpers/quiz.ts';

interface Pack {
  packId: number;
  name: string;
  icon: string | null;
  background: string | null;
  levels: { gameLevelId: number; name: string; difficulty: string; questionCount: number }[];
  levelCount: number;
  ticketCount: number;
  points: number;
  price: number;
}

describe.each(BACKENDS)('quiz packs (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists packs with their levels and artwork', async () => {
    const { headers } = await signIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/games/pack/search?start=0&limit=20&latitude=39&longitude=-95',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Pack[]; countTotal: number }>();
    expect(body.countTotal).toBe(6);
    for (const pack of body.items) {
      expect(pack.icon).toMatch(new RegExp(`^${PUBLIC_API_URL}/media/quiz-icon-`));
      expect(pack.background).toMatch(new RegExp(`^${PUBLIC_API_URL}/media/quiz-bg-`));
      expect(pack.levels.length).toBe(pack.levelCount);
      expect(pack.levels.length).toBeGreaterThan(0);
      for (const level of pack.levels) {
        expect(['EASY', 'MEDIUM', 'HARD']).toContain(level.difficulty);
        expect(level.questionCount).toBeGreaterThan(0);
      }
    }
  });

  it('searches by keyword and pages', async () => {
    const { headers } = await signIn(t.app);
    const get = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/games/pack/search?${query}`, headers })
      ).json<{
        items: Pack[];
        countTotal: number;
        hasMoreResults: boolean;
      }>();
    expect((await get('keyword=terpene')).items.map((pack) => pack.name)).toEqual([
      'Terpene Trivia',
    ]);
    const page = await get('start=2&limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.hasMoreResults).toBe(true);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games/pack/search' });
    expect(response.statusCode).toBe(403);
  });
});

interface Level {
  gameLevelId: number;
  locked: boolean;
  completed: boolean;
  answeredCount: number;
  bestPoints: number;
  ticketsEarned: number;
  scores: { scoreId: number; points: number }[];
  gameObjects: { id: number; answers: { id: number; text: string }[] }[];
}

interface Score {
  scoreId: number;
  points: number;
  timeValue: number;
  correctCount: number;
  questionCount: number;
  completed: boolean;
  ticketsEarned: number;
  ticketCount: number;
  bestPoints: number;
  missionId: number | null;
  results: {
    gameObjectId: number;
    correct: boolean;
    correctAnswerId: number;
    hintUsed: boolean;
    points: number;
  }[];
}

type ScoreAnswer = { valid: true; message: string; item: Score } | Refusal;

interface Refusal {
  valid: false;
  message: string;
  errorCode: string;
}

describe.each(BACKENDS)('playing quizzes (%s)', (backend) => {
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
  const submit = (member: SignedInMember, body: object, status = 200) =>
    postAs<ScoreAnswer>(t.app, member, '/api/games/score/create', body, status);
  const play = (member: SignedInMember, seeded: SeededLevel, rightCount?: number, extra = {}) =>
    submit(member, {
      packId: seeded.packId,
      gameLevelId: seeded.gameLevelId,
      answers: answersFor(seeded, rightCount),
      timeTaken: 42_000,
      latitude: 38.97,
      longitude: -95.23,
      ...extra,
    });
  const scored = (answer: ScoreAnswer): Score => {
    if (!answer.valid) throw new Error(answer.message);
    return answer.item;
  };
  const pack = async (member: SignedInMember) =>
    (
      await getAs<{ item: { levels: Level[]; completed: boolean } }>(
        t.app,
        member,
        `/api/games/pack/${level(0).packId}`,
      )
    ).item;

  it('shows a level’s questions only once served, and never which answer is right', async () => {
    const view = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/games/pack/${level(0).packId}?latitude=38.97&longitude=-95.23`,
        headers: grace.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/"correct/);
      return response.json<{ item: { levels: Level[]; completed: boolean } }>().item;
    };
    const before = await view();
    expect(before.completed).toBe(false);
    const [first, second] = before.levels;
    expect(first).toMatchObject({
      locked: false,
      completed: false,
      bestPoints: 0,
      scores: [],
      answeredCount: 0,
      gameObjects: [],
    });
    expect(second).toMatchObject({ locked: true, gameObjects: [] });

    await serveNext(t.app, grace, level(0).gameLevelId);
    const served = (await view()).levels[0];
    expect(served?.gameObjects.map((question) => question.id)).toEqual([level(0).questions[0]?.id]);
    expect(served?.gameObjects[0]?.answers.length).toBeGreaterThanOrEqual(3);
    expect(served?.answeredCount).toBe(0);
  });

  it('answers 404 for a pack that does not exist, 400 for a bad id, 403 without a session', async () => {
    await getAs(t.app, grace, '/api/games/pack/999999', 404);
    const bad = await getAs<Refusal>(t.app, grace, '/api/games/pack/abc', 400);
    expect(bad.message).toMatch(/params\/id/);
    await getAs(t.app, undefined, `/api/games/pack/${level(0).packId}`, 403);
    await getAs(t.app, undefined, '/api/games/ticket/count', 403);
    await postAs(t.app, undefined, '/api/games/score/create', {}, 403);
  });

  it('scores on the server, pays tickets once per level and unlocks the next level', async () => {
    expect(await ticketCount(t.app, grace)).toBe(0);
    const first = scored(await play(grace, level(0)));
    const questionCount = level(0).questions.length;
    expect(first).toMatchObject({
      points: questionCount * 10,
      correctCount: questionCount,
      completed: true,
      ticketsEarned: questionCount,
      ticketCount: questionCount,
      missionId: null,
    });
    expect(first.results.every((result) => result.correct)).toBe(true);
    expect(await ticketCount(t.app, grace)).toBe(questionCount);

    const view = await pack(grace);
    expect(view.levels[0]).toMatchObject({ completed: true, ticketsEarned: questionCount });
    expect(view.levels[1]).toMatchObject({ locked: false });
    expect(await serveNext(t.app, grace, level(1).gameLevelId)).toMatchObject({
      valid: true,
      item: { id: level(1).questions[0]?.id },
    });

    // Submitting it again, even every answer wrong, answers the first result unchanged.
    const again = await play(grace, level(0), 0);
    expect(again).toMatchObject({
      valid: true,
      message: 'This level was already scored: your first answers stand.',
    });
    expect(scored(again)).toEqual(first);
    expect(await ticketCount(t.app, grace)).toBe(questionCount);
  });

  it('opens the next level once a level is played, even failed', async () => {
    const failed = scored(await play(grace, level(0), 0));
    expect(failed.completed).toBe(false);
    const view = await pack(grace);
    expect(view.levels[0]).toMatchObject({ completed: false, bestPoints: 0 });
    expect(view.levels[1]).toMatchObject({ locked: false });
    expect(view.levels[2]).toMatchObject({ locked: true });
  });

  it('refuses a locked level and records nothing', async () => {
    const answer = await play(grace, level(1));
    expect(answer).toMatchObject({ valid: false, errorCode: 'LEVEL_LOCKED' });
    expect((await pack(grace)).levels[1]?.scores).toEqual([]);
  });

  it('rejects answers that do not belong to the level, naming the field', async () => {
    const foreign = level(1).questions[0];
    const wrongQuestion = await submit(
      grace,
      {
        packId: level(0).packId,
        gameLevelId: level(0).gameLevelId,
        answers: [{ gameObjectId: foreign?.id, answerId: foreign?.right }],
      },
      400,
    );
    expect((wrongQuestion as Refusal).message).toMatch(/^body\/answers\/0\/gameObjectId/);
    const twice = answersFor(level(0));
    const duplicate = await submit(
      grace,
      { packId: level(0).packId, gameLevelId: level(0).gameLevelId, answers: [...twice, twice[0]] },
      400,
    );
    expect((duplicate as Refusal).message).toMatch(/twice/);
    const noSuchAnswer = await submit(
      grace,
      {
        packId: level(0).packId,
        gameLevelId: level(0).gameLevelId,
        answers: [{ gameObjectId: level(0).questions[0]?.id, answerId: 99 }],
      },
      400,
    );
    expect((noSuchAnswer as Refusal).message).toMatch(/^body\/answers\/0\/answerId/);
    const missing = await submit(grace, { gameLevelId: level(0).gameLevelId, answers: [] }, 400);
    expect((missing as Refusal).message).toMatch(/body\/packId is required/);
    const slow = await submit(
      grace,
      { packId: level(0).packId, gameLevelId: level(0).gameLevelId, answers: [], timeTaken: -1 },
      400,
    );
    expect((slow as Refusal).message).toMatch(/body\/timeTaken/);
    const terpenes = await levelsOf(t.db, 'Terpene Trivia');
    await submit(
      grace,
      { packId: level(0).packId, gameLevelId: terpenes[0]?.gameLevelId, answers: [] },
      404,
    );
    await submit(grace, { packId: 999_999, gameLevelId: level(0).gameLevelId, answers: [] }, 404);
    expect(await ticketCount(t.app, grace)).toBe(0);
  });

  it('counts a double submit with one idempotency key once', async () => {
    const key = 'attempt-grace-0001';
    const [one, two] = await Promise.all([
      play(grace, level(0), undefined, { idempotencyKey: key }),
      play(grace, level(0), undefined, { idempotencyKey: key }),
    ]);
    expect(scored(one).scoreId).toBe(scored(two).scoreId);
    expect(await ticketCount(t.app, grace)).toBe(level(0).questions.length);
    expect((await pack(grace)).levels[0]?.scores).toHaveLength(1);
    await submit(
      grace,
      {
        packId: level(1).packId,
        gameLevelId: level(1).gameLevelId,
        answers: answersFor(level(1)),
        idempotencyKey: key,
      },
      409,
    );
  });

  it('records one result for parallel submits without a key, and pays once', async () => {
    const all = await Promise.all([
      play(grace, level(0)),
      play(grace, level(0), 0),
      play(grace, level(0), 1),
    ]);
    const [first] = all.map(scored);
    expect(new Set(all.map((answer) => scored(answer).scoreId)).size).toBe(1);
    expect(await ticketCount(t.app, grace)).toBe(first?.ticketsEarned);
    expect((await pack(grace)).levels[0]?.scores).toHaveLength(1);
  });

  const buyHint = (member: SignedInMember, gameObjectId: number | undefined, extra = {}) =>
    postAs<{ valid: true; item: { count: number; ticketsSpent: number } } | Refusal>(
      t.app,
      member,
      '/api/orders',
      { ticketCount: 1, gameObjectId, ...extra },
    );

  it('sells a hint for the question on screen, strikes out a wrong answer and halves it', async () => {
    scored(await play(grace, level(0)));
    const earned = await ticketCount(t.app, grace);
    const question = level(1).questions[0];
    if (!question) throw new Error('no question');
    const hint = () =>
      getAs<
        | { valid: true; item: { eliminatedAnswerIds: number[]; points: number; hint: string } }
        | Refusal
      >(t.app, grace, `/api/games/${question.id}/hint?latitude=38.97&longitude=-95.23`);
    // Not before the question is served: a hint names an answer.
    expect(await buyHint(grace, question.id)).toMatchObject({
      valid: false,
      errorCode: 'QUESTION_NOT_SERVED',
    });
    expect(await hint()).toMatchObject({ valid: false, errorCode: 'QUESTION_NOT_SERVED' });
    await serveNext(t.app, grace, level(1).gameLevelId);
    expect(await hint()).toMatchObject({ valid: false, errorCode: 'HINT_NOT_BOUGHT' });

    const bought = await buyHint(grace, question.id);
    expect(bought).toMatchObject({ valid: true, item: { ticketsSpent: 1, count: earned - 1 } });
    const shown = await hint();
    if (!shown.valid) throw new Error(shown.message);
    expect(shown.item.eliminatedAnswerIds).toHaveLength(1);
    expect(shown.item.eliminatedAnswerIds).not.toContain(question.right);
    expect(shown.item.points).toBe(question.points / 2);
    expect(shown.item.hint).toMatch(/It is not/);
    // Asking again is free, and buying it again is refused.
    expect(await hint()).toEqual(shown);
    expect(await buyHint(grace, question.id)).toMatchObject({
      valid: false,
      errorCode: 'HINT_ALREADY_BOUGHT',
    });
    expect(await ticketCount(t.app, grace)).toBe(earned - 1);

    await lockIn(t.app, grace, question.id, question.right);
    // Once the answer is locked in, a hint can change nothing.
    expect(await hint()).toMatchObject({ valid: false, errorCode: 'ALREADY_ANSWERED' });
    const withHint = scored(await play(grace, level(1)));
    expect(withHint.results[0]).toMatchObject({ hintUsed: true, points: question.points / 2 });
    expect(withHint.results[1]).toMatchObject({ hintUsed: false, points: 10 });
    expect(withHint.points).toBe(level(1).questions.length * 10 - question.points / 2);
  });

  it('refuses a hint without tickets and takes nothing', async () => {
    const question = level(0).questions[0];
    expect(await ticketCount(t.app, grace)).toBe(0);
    await serveNext(t.app, grace, level(0).gameLevelId);
    const refused = await buyHint(grace, question?.id);
    expect(refused).toMatchObject({ valid: false, errorCode: 'NOT_ENOUGH_TICKETS' });
    expect(await ticketCount(t.app, grace)).toBe(0);
    const hint = await getAs<Refusal>(t.app, grace, `/api/games/${question?.id}/hint`);
    expect(hint).toMatchObject({ valid: false, errorCode: 'HINT_NOT_BOUGHT' });
    // Nor does a scored attempt count a hint that was never paid for.
    const attempt = scored(await play(grace, level(0)));
    expect(attempt.results.every((result) => !result.hintUsed)).toBe(true);
  });

  it('charges exactly the hint price, only for playable questions', async () => {
    scored(await play(grace, level(0)));
    const earned = await ticketCount(t.app, grace);
    const price = await postAs<Refusal>(
      t.app,
      grace,
      '/api/orders',
      { ticketCount: 2, gameObjectId: level(0).questions[0]?.id },
      400,
    );
    expect(price.message).toMatch(/body\/ticketCount must be 1/);
    await postAs(t.app, grace, '/api/orders', { gameObjectId: level(0).questions[0]?.id }, 400);
    // Level 2 opened; level 3 is still locked.
    const locked = await buyHint(grace, level(2).questions[0]?.id);
    expect(locked).toMatchObject({ valid: false, errorCode: 'LEVEL_LOCKED' });
    await postAs(t.app, grace, '/api/orders', { ticketCount: 1, gameObjectId: 999_999 }, 404);
    expect(await ticketCount(t.app, grace)).toBe(earned);
    // A repeated purchase with one key is one purchase.
    await serveNext(t.app, grace, level(1).gameLevelId);
    const key = { idempotencyKey: 'hint-grace-0001' };
    const [one, two] = await Promise.all([
      buyHint(grace, level(1).questions[0]?.id, key),
      buyHint(grace, level(1).questions[0]?.id, key),
    ]);
    expect(one).toEqual(two);
    expect(await ticketCount(t.app, grace)).toBe(earned - 1);
  });

  it('refuses hints on locked levels and 404s unknown questions', async () => {
    const locked = level(1).questions[0];
    const refused = await getAs<Refusal>(t.app, grace, `/api/games/${locked?.id}/hint`);
    expect(refused).toMatchObject({ valid: false, errorCode: 'LEVEL_LOCKED' });
    await getAs(t.app, grace, '/api/games/999999/hint', 404);
    await getAs(t.app, undefined, `/api/games/${locked?.id}/hint`, 403);
  });

  it('counts each member’s completed levels in the pack list', async () => {
    const listed = async () =>
      (
        await getAs<{ items: { packId: number; levelsCompleted: number }[] }>(
          t.app,
          grace,
          '/api/games/pack/search?keyword=Plant%20Basics',
        )
      ).items.find((item) => item.packId === level(0).packId);
    expect((await listed())?.levelsCompleted).toBe(0);
    scored(await play(grace, level(0)));
    expect((await listed())?.levelsCompleted).toBe(1);
  });

  it('refuses play once a pack has closed', async () => {
    await t.db.query("UPDATE game_packs SET end_date = now() - interval '1 day' WHERE id = $1", [
      level(0).packId,
    ]);
    expect(await play(grace, level(0))).toMatchObject({ valid: false, errorCode: 'PACK_CLOSED' });
    expect(await serveNext(t.app, grace, level(0).gameLevelId)).toMatchObject({
      valid: false,
      errorCode: 'PACK_CLOSED',
    });
  });
});

describe.each(BACKENDS)('tickets (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  it('shows each member only their own balance', async () => {
    const mine = await getAs<{
      item: { count: number; type: string; earned: number; spent: number };
    }>(t.app, dana, '/api/games/ticket/count?latitude=38.97&longitude=-95.23');
    expect(mine.item.type).toBe('TICKETS');
    expect(mine.item.count).toBeGreaterThan(0);
    expect(mine.item.count).toBe(mine.item.earned - mine.item.spent);
    const grace = await signIn(t.app, NEWCOMER);
    expect(await ticketCount(t.app, grace)).toBe(0);
  });

  it('spends tickets through POST /orders, never below zero and once per key', async () => {
    const before = await ticketCount(t.app, dana);
    const body = { ticketCount: 2, description: 'Extra hint pack', idempotencyKey: 'spend-0001' };
    const [first, repeat] = await Promise.all([
      postAs<{ valid: true; item: { count: number; ticketsSpent: number; entryId: number } }>(
        t.app,
        dana,
        '/api/orders',
        body,
      ),
      postAs<{ valid: true; item: { entryId: number } }>(t.app, dana, '/api/orders', body),
    ]);
    expect(first.item).toMatchObject({ ticketsSpent: 2, count: before - 2 });
    expect(repeat.item.entryId).toBe(first.item.entryId);
    expect(await ticketCount(t.app, dana)).toBe(before - 2);

    const tooMany = await postAs<Refusal>(t.app, dana, '/api/orders', { ticketCount: before });
    expect(tooMany).toMatchObject({ valid: false, errorCode: 'NOT_ENOUGH_TICKETS' });
    expect(tooMany.message).toContain(`You have ${before - 2} tickets`);
    expect(await ticketCount(t.app, dana)).toBe(before - 2);
  });

  it('validates a deduction and keeps the credit-reload shape working', async () => {
    const zero = await postAs<Refusal>(t.app, dana, '/api/orders', { ticketCount: 0 }, 400);
    expect(zero.message).toMatch(/body\/ticketCount/);
    const mixed = await postAs<Refusal>(
      t.app,
      dana,
      '/api/orders',
      { ticketCount: 1, cart: [{ amount: 5, orderItemType: 'CUSTOM' }], currencyType: 'RELOAD' },
      400,
    );
    expect(mixed.message).toMatch(/do not mix/);
    const reload = await postAs<{ valid: true; item: { orderType: string } }>(
      t.app,
      dana,
      '/api/orders',
      { cart: [{ amount: 5, orderItemType: 'CUSTOM' }], currencyType: 'RELOAD' },
    );
    expect(reload.item.orderType).toBe('RELOAD');
    await postAs(t.app, undefined, '/api/orders', { ticketCount: 1 }, 403);
  });
});
