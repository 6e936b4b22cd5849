import { apiBaseAtom, store } from '@canopy/shared-core';
import { listOf, renderAt, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import GamesRoutes from '../routes.tsx';

const renderRoutesAt = (path: string) => renderAt(path, <GamesRoutes />, { route: '/browse/*' });

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('lists the quiz packs with the member’s progress, each leading to the level to play', async () => {
  stubApi({
    '/api/games/ticket/count': { valid: true, item: { count: 4, type: 'TICKETS' } },
    '/api/games/pack/search': listOf([
      {
        packId: 1,
        name: 'Plant Basics',
        description: 'Roots, leaves and light',
        icon: null,
        background: null,
        levels: [
          { gameLevelId: 1, name: 'Seed to sprout' },
          { gameLevelId: 2, name: 'Leaves and light' },
        ],
        points: 120,
        levelsCompleted: 1,
      },
    ]),
  });
  renderRoutesAt('/browse/quiz');
  const packs = await screen.findByRole('list', { name: 'Quiz packs' });
  expect(packs.textContent).toContain('Plant Basics');
  expect(packs.textContent).toContain('1 of 2 levels · 120 points');
  const progress = screen.getByRole('progressbar', { name: 'Plant Basics: levels completed' });
  expect(progress.getAttribute('aria-valuenow')).toBe('1');
  expect(screen.getByRole('link', { name: /Plant Basics/ }).getAttribute('href')).toBe(
    '/browse/quiz/detail/1/2',
  );
  expect(await screen.findByText('4 tickets')).toBeTruthy();
  const sections = screen.getByRole('navigation', { name: 'Games' });
  expect(within(sections).getByRole('link', { name: 'Quizzes' }).getAttribute('aria-current')).toBe(
    'page',
  );
  expect(within(sections).getByRole('link', { name: 'Leaderboard' })).toBeTruthy();
});

it('says so when there are no quizzes', async () => {
  stubApi({ '/api/games/pack/search': listOf([]) });
  renderRoutesAt('/browse/quiz');
  expect(await screen.findByText('No quizzes yet')).toBeTruthy();
});

it('answers a path it does not have with its own not-found page', () => {
  stubApi({});
  renderRoutesAt('/browse/nowhere/9');
  expect(screen.getByText('Page not found')).toBeTruthy();
});
