import { listOf, refusalBody } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  achievementFixture,
  levelFixture,
  packFixture,
  questionFixture,
  scoreFixture,
  servedFixture,
} from '../../../../testing/fixtures.ts';
import { renderRoute, resetStore, stubApiRecording } from '../../../../testing/render-route.tsx';

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

const ok = (item: unknown) => ({ valid: true, message: 'ok', item });
const second = levelFixture({
  gameLevelId: 12,
  name: 'Leaves and light',
  locked: true,
  gameObjects: [],
});

/** The first answer of each fixture question is the right one. */
const RIGHT_ANSWER: Record<number, number> = { 1: 11, 2: 21 };
const QUESTIONS = [
  questionFixture(1, 'What do seeds need first?', ['Water', 'Fertilizer', 'Darkness']),
  questionFixture(2, 'Which part takes up water?', ['Roots', 'Flowers', 'Stems']),
];

/**
 * The API's side of a play, as the server keeps it: questions served in order, each answer
 * locked in on first sight with the time it took, the level scored once.
 */
function stubPlay({ tickets = 2, answered = 0 } = {}) {
  let scored = false;
  let boughtHint = false;
  let balance = tickets;
  const locked: Record<number, number> = Object.fromEntries(
    QUESTIONS.slice(0, answered).map((question) => [question.id, RIGHT_ANSWER[question.id] ?? 0]),
  );
  const judge = (gameObjectId: number) => async (_url: URL, request: Request) => {
    const { answerId } = (await request.json()) as { answerId: number };
    const alreadyAnswered = locked[gameObjectId] !== undefined;
    locked[gameObjectId] ??= answerId;
    const correctAnswerId = RIGHT_ANSWER[gameObjectId];
    return ok({
      gameObjectId,
      answerId: locked[gameObjectId],
      correct: locked[gameObjectId] === correctAnswerId,
      correctAnswerId,
      alreadyAnswered,
      timeValue: 4_000,
    });
  };
  // The pack lists the questions served before this visit: the answered ones.
  const level = () =>
    levelFixture({
      completed: scored,
      answeredCount: Object.keys(locked).length,
      gameObjects: QUESTIONS.filter((question) => locked[question.id] !== undefined),
    });
  return stubApiRecording({
    '/api/games/pack/1': () => ok(packFixture([level(), { ...second, locked: !scored }])),
    '/api/games/level/11/next': () => {
      const position = QUESTIONS.findIndex((question) => locked[question.id] === undefined);
      const question = QUESTIONS[position];
      return question
        ? ok(servedFixture(question, position + 1))
        : refusalBody('LEVEL_ANSWERED', 'Every question is answered.');
    },
    '/api/games/1/answer': judge(1),
    '/api/games/2/answer': judge(2),
    '/api/games/ticket/count': () => ok({ count: balance, type: 'TICKETS', earned: 0, spent: 0 }),
    '/api/games/score/create': () => {
      const repeated = scored;
      scored = true;
      return {
        valid: true,
        message: repeated ? 'This level was already scored: your first answers stand.' : 'ok',
        item: scoreFixture({ timeValue: 8_000 }),
      };
    },
    '/api/games/1/hint': () =>
      boughtHint
        ? ok({
            gameObjectId: 1,
            hint: 'It is not “Darkness”.',
            eliminatedAnswerIds: [13],
            points: 5,
          })
        : refusalBody('HINT_NOT_BOUGHT', 'A hint costs 1 ticket: spend it first.'),
    '/api/orders': () => {
      boughtHint = true;
      balance -= 1;
      return ok({
        entryId: 5,
        ticketsSpent: 1,
        description: 'Hint',
        count: balance,
        type: 'TICKETS',
        created: 0,
      });
    },
    '/api/sirqul/analytics/usage': { valid: true, message: 'ok' },
    '/api/achievements/search': () =>
      listOf([achievementFixture(3, 'Level Up', [['First steps', 1]], scored ? 1 : 0)]),
  });
}

/** Opens the first level (`query` after its path) against the stubbed play, as a member. */
function openLevel(play: Parameters<typeof stubPlay>[0] = {}, query = '') {
  const api = stubPlay(play);
  const user = userEvent.setup();
  renderRoute(`/browse/quiz/detail/1/11${query}`);
  return { api, user };
}

/** From the question's heading, Tab into the answers, pick one with `key`, and press Enter. */
async function pickAndLockIn(
  user: ReturnType<typeof userEvent.setup>,
  key: string,
  answer: string,
) {
  await user.tab();
  await user.keyboard(key);
  expect(screen.getByRole('radio', { name: answer })).toHaveProperty('checked', true);
  await user.keyboard('{Enter}');
}

it('plays a level by keyboard and shows the score the server computed', async () => {
  const { api, user } = openLevel();
  await user.click(await screen.findByRole('button', { name: 'Start level' }));

  const first = await screen.findByRole('heading', { name: 'What do seeds need first?' });
  expect(screen.getByRole('timer', { name: 'Time on this level' }).textContent).toMatch(/0:0\d/);
  expect(document.activeElement).toBe(first);
  // Enter locks the answer in and tells at once; Enter again goes on.
  await pickAndLockIn(user, ' ', 'Water');
  // Shown beside the answers, and said by the page's live region.
  expect(await screen.findAllByText('Right!')).toHaveLength(2);
  expect(screen.getByRole('radio', { name: /Water/ })).toHaveProperty('disabled', true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next question' }));
  // The question's clock stopped at the server's 4 seconds while the verdict is read.
  expect(screen.getByRole('timer', { name: 'Time on this level' }).textContent).toBe('0:04');
  await user.keyboard('{Enter}');

  const secondQuestion = await screen.findByRole('heading', { name: 'Which part takes up water?' });
  expect(document.activeElement).toBe(secondQuestion);
  await pickAndLockIn(user, '{ArrowDown}', 'Flowers');
  expect(await screen.findAllByText('Not quite: the answer is “Roots”.')).toHaveLength(2);
  expect(screen.getByText('✓ Right answer').closest('label')?.textContent).toContain('Roots');
  expect(screen.getByText('✗ Your answer').closest('label')?.textContent).toContain('Flowers');
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('heading', { name: 'Level complete!' })).toBeTruthy();
  const score = screen.getByRole('region', { name: 'Level complete!' });
  expect(score.textContent).toContain('Points10');
  expect(score.textContent).toContain('1 of 2');
  expect(screen.getByText(/— the answer is Roots/)).toBeTruthy();
  expect(await screen.findByText('Leaves and light is unlocked.')).toBeTruthy();
  expect(
    screen.getByRole('link', { name: 'Next level: Leaves and light' }).getAttribute('href'),
  ).toBe('/browse/quiz/detail/1/12');
  expect(screen.getByText(/1 of 2 right: 10 points\. Level complete\./)).toBeTruthy();
  expect(score.textContent).toContain('Time0:08');
  expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
  const award = await screen.findByText('Badge earned: Level Up — First steps');
  expect(award.closest('[role="status"]')).toBeTruthy();

  const [sent] = (await api.bodies('/api/games/score/create')) as Record<string, unknown>[];
  expect(sent).toMatchObject({
    packId: 1,
    gameLevelId: 11,
    answers: [
      { gameObjectId: 1, answerId: 11 },
      { gameObjectId: 2, answerId: 22 },
    ],
  });
  expect(sent?.idempotencyKey).toMatch(/^attempt-[A-Za-z0-9-]+$/);
  expect(sent).not.toHaveProperty('points');
  // The time is the server's: none is sent.
  expect(sent).not.toHaveProperty('timeTaken');
  // Each question was asked for before it was answered.
  expect(await api.bodies('/api/games/level/11/next')).toHaveLength(2);
  expect(await api.bodies('/api/games/2/answer')).toMatchObject([{ answerId: 22 }]);
  const events = (await api.bodies('/api/sirqul/analytics/usage')) as {
    action: string;
    tag: string;
  }[];
  expect(events.map((event) => event.action)).toEqual([
    'started',
    'correctAnswer',
    'incorrectAnswer',
    'completed',
  ]);
  expect(events.every((event) => event.tag === 'quiz')).toBe(true);
  // A whole level typed key by key: generous on a busy machine.
}, 20_000);

/** Picks an answer, locks it in and goes on, with the mouse. */
async function answerWithClicks(
  user: ReturnType<typeof userEvent.setup>,
  answer: string,
  moveOn: 'Next question' | 'Finish level',
) {
  await user.click(await screen.findByRole('radio', { name: answer }));
  await user.click(screen.getByRole('button', { name: 'Check answer' }));
  await user.click(await screen.findByRole('button', { name: moveOn }));
}

it('counts the play in a tournament when opened from one', async () => {
  const { api, user } = openLevel({}, '?missionId=5');
  await user.click(await screen.findByRole('button', { name: 'Start level' }));
  expect(screen.getByRole('link', { name: 'your tournament' }).getAttribute('href')).toBe(
    '/browse/tournament/detail/5',
  );
  await answerWithClicks(user, 'Water', 'Next question');
  await answerWithClicks(user, 'Roots', 'Finish level');
  const next = await screen.findByRole('link', { name: 'Next level: Leaves and light' });
  expect(next.getAttribute('href')).toBe('/browse/quiz/detail/1/12?missionId=5');
  const [sent] = await api.bodies('/api/games/score/create');
  expect(sent).toMatchObject({ packId: 1, gameLevelId: 11, missionId: 5 });
});

it('plays a challenge’s one attempt and leads to its result, not to a replay', async () => {
  const { api, user } = openLevel({}, '?challengeId=9');
  await user.click(await screen.findByRole('button', { name: 'Start level' }));
  await answerWithClicks(user, 'Water', 'Next question');
  await answerWithClicks(user, 'Roots', 'Finish level');
  const result = await screen.findByRole('link', { name: 'See the challenge result' });
  expect(result.getAttribute('href')).toBe('/browse/challenge/9');
  expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
  expect(screen.queryByRole('link', { name: /^Next level/ })).toBeNull();
  const [sent] = await api.bodies('/api/games/score/create');
  expect(sent).toMatchObject({ packId: 1, gameLevelId: 11, challengeId: 9 });
  expect(sent).not.toHaveProperty('missionId');
});

it('goes on from the first question not answered, after a reload', async () => {
  const { api, user } = openLevel({ answered: 1 });
  await user.click(await screen.findByRole('button', { name: 'Continue level (1 of 2 answered)' }));
  expect(await screen.findByRole('heading', { name: 'Which part takes up water?' })).toBeTruthy();
  expect(screen.getByText('Question 2 of 2 · 10 points')).toBeTruthy();
  await answerWithClicks(user, 'Roots', 'Finish level');
  expect(await screen.findByRole('heading', { name: 'Level complete!' })).toBeTruthy();
  // The question answered before the reload is still named in the review.
  expect(screen.getByText('What do seeds need first?')).toBeTruthy();
  expect(await api.bodies('/api/games/1/answer')).toEqual([]);
});

it('shows the score of a level whose answers are all in, without playing it again', async () => {
  const { api, user } = openLevel({ answered: 2 });
  expect(await screen.findByText(/You have answered every question/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'See your score' }));
  expect(await screen.findByRole('heading', { name: 'Level complete!' })).toBeTruthy();
  expect(screen.getByText(/Every answer is final/)).toBeTruthy();
  expect(await api.bodies('/api/games/level/11/next')).toEqual([]);
  expect(await api.bodies('/api/games/score/create')).toHaveLength(1);
});

it('buys a hint with a ticket, rules an answer out and shows the new balance', async () => {
  const { api, user } = openLevel({ tickets: 2 });
  expect(await screen.findByText('2 tickets')).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Start level' }));
  await user.click(await screen.findByRole('button', { name: 'Hint · 1 ticket' }));

  expect((await screen.findByRole('note', { name: 'Hint' })).textContent).toBe(
    'Hint: It is not “Darkness”.',
  );
  expect(screen.getByText('1 ticket')).toBeTruthy();
  expect(screen.getByRole('radio', { name: /Darkness/ })).toHaveProperty('disabled', true);
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Water' }));
  expect(screen.getByRole('button', { name: 'Hint used' })).toHaveProperty('disabled', true);
  expect(screen.getByText('Question 1 of 2 · 5 points')).toBeTruthy();
  const [order] = await api.bodies('/api/orders');
  expect(order).toMatchObject({ ticketCount: 1, gameObjectId: 1 });
});

it('offers no hint without tickets, and says how to earn them', async () => {
  const { api, user } = openLevel({ tickets: 0 });
  expect(await screen.findByText('0 tickets')).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Start level' }));
  expect(await screen.findByRole('button', { name: 'Hint · 1 ticket' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(screen.getByText('Earn tickets by completing levels to buy hints.')).toBeTruthy();
  expect(await api.bodies('/api/orders')).toEqual([]);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps a locked level closed and points to the one before it', async () => {
  stubPlay();
  renderRoute('/browse/quiz/detail/1/12');
  expect(await screen.findByText(/This level is locked/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Start level' })).toBeNull();
  const levels = screen.getByRole('navigation', { name: 'Levels' });
  expect(within(levels).getByRole('link', { name: /Seed to sprout/ })).toBeTruthy();
  expect(within(levels).getByText(/Leaves and light/).textContent).toContain('(locked)');
});

it('answers a level that is not in the pack', async () => {
  stubPlay();
  renderRoute('/browse/quiz/detail/1/99');
  expect(await screen.findByText('Level not found')).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Back to all quizzes' })).toBeTruthy(),
  );
});
