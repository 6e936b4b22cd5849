import { type Rank } from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderRoute, signedInForEachTest } from '../../../../testing/render-route.tsx';

const ME = 7;

function rank(accountId: number, position: number, scoreValue: number): Rank {
  return {
    owner: {
      accountId,
      display: `Member ${accountId}`,
      username: `m${accountId}`,
      profileImage: '',
      accountType: 'MEMBER',
      locationDisplay: '',
    } as Rank['owner'],
    rank: position,
    scoreValue,
    timeValue: 0,
    countValue: 1,
    updated: 0,
  };
}

function board(url: URL) {
  const start = Number(url.searchParams.get('start'));
  const items =
    url.searchParams.get('window') === 'DAY'
      ? []
      : [rank(1, start + 1, 90), rank(2, start + 2, 80)];
  return {
    ...listOf(items),
    countTotal: 45,
    hasMoreResults: start + 20 < 45,
    start,
    limit: 20,
    userRank: rank(ME, 31, 12),
    rankType: url.searchParams.get('rankType'),
    window: url.searchParams.get('window'),
    sortField: 'SCORE_VALUE',
    missionId: null,
  };
}

const personal = listOf([
  {
    rankType: 'POINTS',
    missionId: null,
    title: 'Points',
    rank: 31,
    scoreValue: 12,
    timeValue: 0,
    countValue: 1,
    updated: 0,
    rankedCount: 45,
  },
  {
    rankType: 'TICKETS',
    missionId: null,
    title: 'Tickets earned',
    rank: null,
    scoreValue: 0,
    timeValue: 0,
    countValue: 0,
    updated: null,
    rankedCount: 40,
  },
]);

function rankingRequests(api: { mock: { calls: unknown[][] } }): URL[] {
  return api.mock.calls
    .map((call) => new URL((call[0] as Request).url))
    .filter((url) => url.pathname === '/api/leaderboard/ranking');
}

signedInForEachTest(ME);

it('shows the board with the member’s own row highlighted below the top', async () => {
  const api = stubApi({ '/api/leaderboard/ranking': board, '/api/leaderboard/personal': personal });
  renderRoute('/browse/leaderboard');
  const top = await screen.findByRole('list', { name: 'Ranking by points, all time' });
  expect(within(top).getAllByRole('listitem')).toHaveLength(2);
  const mine = screen.getByRole('list', { name: 'Your rank' });
  const row = within(mine).getByRole('listitem');
  expect(row.getAttribute('aria-current')).toBe('true');
  expect(row.textContent).toContain('#31');
  expect(row.textContent).toContain('Member 7 (you)');
  expect(row.textContent).toContain('12 points');
  const standings = screen.getByRole('region', { name: 'Where you stand' });
  expect(standings.textContent).toContain('#31 of 45');
  expect(standings.textContent).toContain('Not ranked yet');
  const url = rankingRequests(api)[0]!;
  expect(url.searchParams.get('rankType')).toBe('POINTS');
  expect(url.searchParams.get('window')).toBe('ALL');
});

it('switches boards and windows with the keyboard, and pages', async () => {
  const api = stubApi({ '/api/leaderboard/ranking': board, '/api/leaderboard/personal': personal });
  const user = userEvent.setup();
  renderRoute('/browse/leaderboard');
  await screen.findByRole('list', { name: 'Ranking by points, all time' });

  screen.getByRole('tab', { name: 'Points' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Tickets' }).getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tickets' }));
  await screen.findByRole('list', { name: 'Ranking by tickets, all time' });

  await user.click(screen.getByRole('tab', { name: 'Week' }));
  await screen.findByRole('list', { name: 'Ranking by tickets, week' });
  expect(screen.getByText('1–2 of 45')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('21–22 of 45')).toBeTruthy();
  const last = rankingRequests(api).at(-1)!;
  expect(Object.fromEntries(last.searchParams)).toMatchObject({
    rankType: 'TICKETS',
    window: 'WEEK',
    start: '20',
    limit: '20',
  });

  await user.click(screen.getByRole('tab', { name: 'Day' }));
  expect(await screen.findByText('Nobody on this board yet')).toBeTruthy();
});

it('has an error state', async () => {
  stubApi({ '/api/leaderboard/personal': personal });
  renderRoute('/browse/leaderboard');
  expect(await screen.findByText('The leaderboard could not be loaded')).toBeTruthy();
});
