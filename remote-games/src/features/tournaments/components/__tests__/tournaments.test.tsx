import { listOf } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { levelFixture, packFixture, tournamentFixture } from '../../../../testing/fixtures.ts';
import {
  renderRoute,
  signedInForEachTest,
  stubApiRecording,
} from '../../../../testing/render-route.tsx';

/** The live stream's handlers by event kind, so a test can deliver an event itself. */
const live = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@canopy/shared-core', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useLiveEvent: (kind: string, handler: (payload: unknown) => void) => {
    live.set(kind, handler);
  },
}));

const ok = (item: unknown) => ({ valid: true, message: 'ok', item });
const ME = 7;

function owner(accountId: number, display: string) {
  return {
    accountId,
    display,
    username: '',
    profileImage: '',
    accountType: 'MEMBER',
    locationDisplay: '',
  };
}

function standings(items: { accountId: number; display: string; score: number }[]) {
  return {
    ...listOf(
      items.map((entry, index) => ({
        owner: owner(entry.accountId, entry.display),
        rank: index + 1,
        scoreValue: entry.score,
        timeValue: 0,
        countValue: 1,
        updated: 0,
      })),
    ),
    userRank: null,
    rankType: 'POINTS',
    window: 'ALL',
    sortField: 'SCORE_VALUE',
    missionId: 5,
  };
}

signedInForEachTest(ME);

const TWO_PLAYERS = [
  { accountId: 2, display: 'Priya Shah', score: 30 },
  { accountId: ME, display: 'Dana Rivera', score: 20 },
];

function stubTournaments(tournament = tournamentFixture(), players = () => TWO_PLAYERS) {
  return stubApiRecording({
    '/api/tournaments': (url: URL, request: Request) =>
      request.method === 'POST'
        ? ok(tournament)
        : url.searchParams.get('joinCode')
          ? listOf(
              url.searchParams.get('joinCode') === 'grow24'
                ? [{ ...tournament, joined: false }]
                : [],
            )
          : listOf([tournament]),
    '/api/tournaments/join': ok(tournament),
    '/api/tournaments/5': ok(tournament),
    '/api/tournaments/vote': ok({
      ...tournament,
      myVote: 2,
      votes: [
        ...tournament.votes,
        { gameObjectId: 2, question: 'Which part takes up water?', voteCount: 1 },
      ],
    }),
    '/api/games/pack/search': listOf([{ ...packFixture([]), levels: [], levelsCompleted: 0 }]),
    '/api/games/pack/1': ok(
      packFixture([
        levelFixture(),
        levelFixture({ gameLevelId: 12, name: 'Leaves and light', locked: true, gameObjects: [] }),
      ]),
    ),
    '/api/leaderboard/ranking': () => standings(players()),
  });
}

it('lists the member’s tournaments and joins another by its code', async () => {
  const api = stubTournaments();
  const user = userEvent.setup();
  renderRoute('/browse/tournament');
  const mine = await screen.findByRole('list', { name: 'Your tournaments' });
  expect(
    within(mine)
      .getByRole('link', { name: /Grow-off/ })
      .getAttribute('href'),
  ).toBe('/browse/tournament/detail/5');

  await user.type(screen.getByLabelText('Join code'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByText('No tournament has the code NOPE.')).toBeTruthy();

  await user.clear(screen.getByLabelText('Join code'));
  await user.type(screen.getByLabelText('Join code'), 'grow24');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await user.click(await screen.findByRole('button', { name: 'Join for 2 tickets' }));
  expect(await screen.findByRole('heading', { name: 'Grow-off', level: 1 })).toBeTruthy();
  expect(await api.bodies('/api/tournaments/join')).toEqual([
    expect.objectContaining({ joinCode: 'grow24' }),
  ]);
});

it('creates a tournament on a pack for the dates chosen', async () => {
  const api = stubTournaments();
  const user = userEvent.setup();
  renderRoute('/browse/tournament');
  await user.type(await screen.findByLabelText('Tournament name'), 'Friday quiz night');
  await user.clear(screen.getByLabelText('Tickets to join'));
  await user.type(screen.getByLabelText('Tickets to join'), '3');
  await user.click(screen.getByRole('button', { name: 'Create tournament' }));
  expect(await screen.findByRole('heading', { name: 'Grow-off', level: 1 })).toBeTruthy();
  const [body] = (await api.bodies('/api/tournaments')) as Record<string, number>[];
  expect(body).toMatchObject({ title: 'Friday quiz night', games: [1], costToPlay: 3 });
  expect(body!.endDate! - body!.startDate!).toBe(7 * 86_400_000);
});

it('shows a tournament with its code, play links, standings and votes', async () => {
  const api = stubTournaments();
  const user = userEvent.setup();
  renderRoute('/browse/tournament/detail/5');
  expect(await screen.findByRole('heading', { name: 'Grow-off', level: 1 })).toBeTruthy();
  expect(screen.getByText('GROW24')).toBeTruthy();
  const play = await screen.findByRole('link', { name: 'Play Plant Basics: Seed to sprout' });
  expect(play.getAttribute('href')).toBe('/browse/quiz/detail/1/11?missionId=5');
  expect(screen.getByText('Plant Basics: Leaves and light (locked)')).toBeTruthy();

  const board = await screen.findByRole('list', { name: 'Standings' });
  const rows = within(board).getAllByRole('listitem');
  expect(rows[1]?.getAttribute('aria-current')).toBe('true');
  expect(rows[1]?.textContent).toContain('Dana Rivera (you)');

  const vote = screen.getByRole('region', { name: 'Vote for the best question' });
  expect(within(vote).getByText('2 votes')).toBeTruthy();
  await user.click(within(vote).getByRole('radio', { name: /Which part takes up water/ }));
  await user.click(within(vote).getByRole('button', { name: 'Vote' }));
  expect(await within(vote).findByText('1 vote (yours)')).toBeTruthy();
  expect(await api.bodies('/api/tournaments/vote')).toEqual([
    expect.objectContaining({ missionId: 5, gameObjectId: 2 }),
  ]);
});

it('announces the winner once a tournament has ended', async () => {
  stubTournaments(tournamentFixture({ status: 'ENDED', active: false }));
  renderRoute('/browse/tournament/detail/5');
  const winner = await screen.findByText('Winner: Priya Shah with 30 points');
  expect(winner.getAttribute('role')).toBe('status');
  expect(screen.getByText('This tournament has ended.')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Vote for the best question' })).toBeNull();
});

it('updates the standings in place when the live stream says another member scored', async () => {
  let players = TWO_PLAYERS;
  let reads = 0;
  stubTournaments(tournamentFixture(), () => {
    reads += 1;
    return players;
  });
  renderRoute('/browse/tournament/detail/5');
  const board = await screen.findByRole('list', { name: 'Standings' });
  expect(within(board).getAllByRole('listitem')[0]?.textContent).toContain('Priya Shah');
  players = [{ accountId: 4, display: 'Maya Chen', score: 50 }, ...TWO_PLAYERS];
  // Another tournament's news does not read this board again.
  const before = reads;
  live.get('tournament-standings')?.({ missionId: 6 });
  expect(reads).toBe(before);
  live.get('tournament-standings')?.({ missionId: 5 });
  await waitFor(() =>
    expect(within(board).getAllByRole('listitem')[0]?.textContent).toContain('Maya Chen'),
  );
  expect(within(board).getAllByRole('listitem')).toHaveLength(3);
});
