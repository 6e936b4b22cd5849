import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../state/store.ts';
import { toastsAtom } from '../../../state/toast-atoms.ts';
import {
  recordFetch,
  resetApiStore,
  type RecordedRequest,
} from '../../__tests__/fetch-recorder.ts';
import { deductTickets } from '../../marketplace/orders.ts';
import { getAchievement, searchAchievements } from '../achievements.ts';
import { getLeaderboard, getPersonalRanks } from '../leaderboard.ts';
import { getQuizPack, searchQuizPacks } from '../packs.ts';
import {
  buyHint,
  checkAnswer,
  getHint,
  getTicketCount,
  serveNextQuestion,
  submitScore,
} from '../play.ts';
import {
  createChallenge,
  getChallenge,
  respondToChallenge,
  searchChallenges,
} from '../challenges.ts';
import {
  createTournament,
  getTournament,
  joinTournament,
  searchTournaments,
  voteInTournament,
} from '../tournaments.ts';
import { refusal, refusalBody } from '../../../testing/envelopes.ts';

let requests: RecordedRequest[];
const POSITION = { latitude: 38.97, longitude: -95.23 };

beforeEach(() => {
  requests = recordFetch(() => ({ valid: true, message: 'ok', item: {} }));
  resetApiStore(POSITION);
});
afterEach(() => vi.unstubAllGlobals());

const only = (): RecordedRequest => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};
const queryOf = (request: RecordedRequest) => Object.fromEntries(request.query.entries());

describe('quiz endpoints', () => {
  it('reads packs and a pack by id', async () => {
    await searchQuizPacks({ keyword: 'terp', start: 0, limit: 20 });
    await getQuizPack(7);
    const [search, pack] = requests;
    expect(search).toMatchObject({ method: 'GET', path: '/games/pack/search' });
    expect(queryOf(search!)).toEqual({
      keyword: 'terp',
      start: '0',
      limit: '20',
      latitude: '38.97',
      longitude: '-95.23',
    });
    expect(pack).toMatchObject({ method: 'GET', path: '/games/pack/7' });
  });

  it('submits answers with the member position added', async () => {
    await submitScore({
      packId: 1,
      gameLevelId: 2,
      answers: [{ gameObjectId: 5, answerId: 1 }],
      idempotencyKey: 'attempt-abc123',
    });
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/games/score/create',
      body: {
        packId: 1,
        gameLevelId: 2,
        answers: [{ gameObjectId: 5, answerId: 1 }],
        idempotencyKey: 'attempt-abc123',
        ...POSITION,
      },
    });
  });

  it('asks the server for the next question of a level, and locks in an answer', async () => {
    await serveNextQuestion(12);
    await checkAnswer(31, 4);
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/games/level/12/next', POSITION],
      ['POST', '/games/31/answer', { answerId: 4, ...POSITION }],
    ]);
  });

  it('asks for a hint and the ticket balance', async () => {
    await getHint(31);
    await getTicketCount();
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/games/31/hint'],
      ['GET', '/games/ticket/count'],
    ]);
  });

  it('buys a hint with the deduction body naming the question and its price', async () => {
    await buyHint({ id: 31, hintTicketCost: 1 }, 'hint-31-attempt1');
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/orders',
      body: { ticketCount: 1, gameObjectId: 31, idempotencyKey: 'hint-31-attempt1', ...POSITION },
    });
  });

  it('spends tickets with the deduction body and shows a refusal as a toast', async () => {
    requests = recordFetch(() =>
      refusalBody('NOT_ENOUGH_TICKETS', 'You have 2 tickets; this needs 5.'),
    );
    const answer = await deductTickets({ ticketCount: 5, description: 'Bonus round' });
    expect(answer).toMatchObject({ valid: false, errorCode: 'NOT_ENOUGH_TICKETS' });
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/orders',
      body: { ticketCount: 5, description: 'Bonus round', ...POSITION },
    });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'You have 2 tickets; this needs 5.',
    ]);
  });

  it('turns a failed GET into an error result instead of throwing', async () => {
    requests = recordFetch(() => refusal(404, 'NOT_FOUND', 'Gone'));
    await expect(getQuizPack(99)).resolves.toMatchObject({ status: 'error', httpStatus: 404 });
  });
});

describe('tournament endpoints', () => {
  it('creates, searches, reads, joins and votes', async () => {
    await createTournament({
      title: 'Friday Trivia',
      startDate: 1,
      endDate: 2,
      games: [1, 2],
    });
    await searchTournaments({ joinCode: 'BUZZ42', includeScores: 'MINE' });
    await getTournament(4, { includeScores: 'MINE' });
    await joinTournament(' buzz42 ');
    await voteInTournament(4, 31);
    const [create, search, read, join, vote] = requests;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/tournaments',
      body: { title: 'Friday Trivia', startDate: 1, endDate: 2, games: [1, 2], ...POSITION },
    });
    expect(search).toMatchObject({ method: 'GET', path: '/tournaments' });
    expect(queryOf(search!)).toMatchObject({ joinCode: 'BUZZ42', includeScores: 'MINE' });
    expect(read).toMatchObject({ method: 'GET', path: '/tournaments/4' });
    expect(queryOf(read!)).toMatchObject({ includeScores: 'MINE' });
    expect(join).toMatchObject({ method: 'POST', path: '/tournaments/join' });
    expect(join?.body).toMatchObject({ joinCode: 'buzz42' });
    expect(vote).toMatchObject({
      method: 'POST',
      path: '/tournaments/vote',
      body: { missionId: 4, gameObjectId: 31 },
    });
  });
});

describe('challenge endpoints', () => {
  it('creates, searches, reads and answers', async () => {
    await createChallenge({ opponentId: 9, packId: 2, message: 'Beat this' });
    await searchChallenges({ status: 'PENDING', limit: 20 });
    await getChallenge(5);
    await respondToChallenge(5, false);
    const [create, search, read, respond] = requests;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/challenges',
      body: { opponentId: 9, packId: 2, message: 'Beat this', ...POSITION },
    });
    expect(search).toMatchObject({ method: 'GET', path: '/challenges' });
    expect(queryOf(search!)).toMatchObject({ status: 'PENDING', limit: '20' });
    expect(read).toMatchObject({ method: 'GET', path: '/challenges/5' });
    expect(respond).toMatchObject({
      method: 'POST',
      path: '/challenges/5/respond',
      body: { accept: false },
    });
  });
});

describe('leaderboard and achievement endpoints', () => {
  it('reads boards, personal ranks and achievements', async () => {
    await getLeaderboard({
      rankType: 'TICKETS',
      window: 'WEEK',
      missionId: 4,
      start: 10,
      limit: 10,
    });
    await getPersonalRanks({ window: 'DAY' });
    await getAchievement(3);
    await searchAchievements({ limit: 50 });
    const [board, personal, achievement, achievements] = requests;
    expect(board).toMatchObject({ method: 'GET', path: '/leaderboard/ranking' });
    expect(queryOf(board!)).toMatchObject({
      rankType: 'TICKETS',
      window: 'WEEK',
      missionId: '4',
      start: '10',
      limit: '10',
    });
    expect(personal).toMatchObject({ method: 'GET', path: '/leaderboard/personal' });
    expect(queryOf(personal!)).toMatchObject({ window: 'DAY' });
    expect(achievement).toMatchObject({ method: 'GET', path: '/achievements/3' });
    expect(achievements).toMatchObject({ method: 'GET', path: '/achievements/search' });
    expect(queryOf(achievements!)).toMatchObject({ limit: '50' });
  });
});
