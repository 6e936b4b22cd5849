import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { achievementFixture } from '../../../../testing/fixtures.ts';
import { renderRoute, resetStore } from '../../../../testing/render-route.tsx';

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

it('shows earned badges and those still to earn, each with its progress to the next tier', async () => {
  stubApi({
    '/api/achievements/search': listOf([
      achievementFixture(
        1,
        'Level Up',
        [
          ['First steps', 1],
          ['On a roll', 5],
        ],
        2,
      ),
      achievementFixture(2, 'Team Player', [['Joiner', 1]], 0),
      achievementFixture(3, 'Sharp Mind', [['Bronze', 50]], 80),
    ]),
  });
  renderRoute('/browse/badges');
  const earned = await screen.findByRole('region', { name: 'Earned (2)' });
  const levelUp = within(earned).getByRole('listitem', { name: 'Level Up' });
  const tiers = within(within(levelUp).getByRole('list', { name: 'Tiers' })).getAllByRole(
    'listitem',
  );
  expect(tiers.map((tier) => tier.textContent)).toEqual([
    '✓ First steps (earned)',
    'On a roll (locked, 5 needed)',
  ]);
  expect(within(levelUp).getByText('2 of 5 for On a roll')).toBeTruthy();
  const bar = within(levelUp).getByRole('progressbar', { name: 'Level Up: progress to On a roll' });
  expect(bar.getAttribute('aria-valuenow')).toBe('2');
  expect(bar.getAttribute('aria-valuemax')).toBe('5');
  expect(within(earned).getByRole('listitem', { name: 'Sharp Mind' }).textContent).toContain(
    'Every tier earned',
  );
  const locked = screen.getByRole('region', { name: 'Still to earn (1)' });
  expect(within(locked).getByText('0 of 1 for Joiner')).toBeTruthy();
});

it('has an error state', async () => {
  stubApi({});
  renderRoute('/browse/badges');
  expect(await screen.findByText('Badges could not be loaded')).toBeTruthy();
});
