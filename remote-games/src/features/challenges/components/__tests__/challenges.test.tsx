import { listOf } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  challengeFixture,
  challengeSideFixture,
  packFixture,
} from '../../../../testing/fixtures.ts';
import { renderRoute, resetStore, stubApiRecording } from '../../../../testing/render-route.tsx';

const ok = (item: unknown) => ({ valid: true, message: 'ok', item });

const person = (accountId: number, display: string) => ({
  ...challengeSideFixture(accountId, display).account,
  friend: false,
  following: false,
  followerCount: 0,
});

/** Marcus challenged the viewer (Dana) and has played; she has not answered yet. */
const received = challengeFixture({
  challengeId: 4,
  challenger: challengeSideFixture(3, 'Marcus Bell', { played: true }),
  opponent: challengeSideFixture(7, 'Dana Rivera'),
  isChallenger: false,
  canRespond: true,
  canPlay: false,
  message: 'Beat my terpene score',
});

/** The keywords people search was asked for, in order. */
let peopleKeywords: (string | null)[] = [];

function stubChallenges(detail = challengeFixture(), extra: Record<string, unknown> = {}) {
  peopleKeywords = [];
  const people = [person(3, 'Marcus Bell'), person(5, 'Priya Shah')];
  return stubApiRecording({
    ...extra,
    '/api/challenges': (_url: URL, request: Request) =>
      request.method === 'POST' ? ok(detail) : listOf([received]),
    '/api/challenges/4/respond': ok({ ...received, status: 'ACCEPTED', canRespond: false }),
    '/api/challenges/9': ok(detail),
    '/api/users/people/search': (url: URL) => {
      const keyword = url.searchParams.get('keyword');
      peopleKeywords.push(keyword);
      return listOf(people.filter((one) => !keyword || one.display.startsWith(keyword)));
    },
    '/api/games/pack/search': listOf([{ ...packFixture([]), levels: [], levelsCompleted: 0 }]),
  });
}

beforeEach(() => resetStore());
afterEach(() => vi.unstubAllGlobals());

it('lists a challenge waiting for the member and accepts it', async () => {
  const api = stubChallenges();
  const user = userEvent.setup();
  renderRoute('/browse/challenge');
  const mine = await screen.findByRole('list', { name: 'Your challenges' });
  expect(within(mine).getByText('Marcus Bell challenged you')).toBeTruthy();
  await user.click(within(mine).getByRole('button', { name: 'Accept Marcus Bell’s challenge' }));
  expect(await api.bodies('/api/challenges/4/respond')).toEqual([
    expect.objectContaining({ accept: true }),
  ]);
});

const profile = (accountId: number, display: string, username: string) =>
  ok({
    profileInfo: {
      accountId,
      display,
      username,
      profileAvatar: { fullURL: `http://api.test/media/avatar-${accountId}.svg` },
    },
  });

it('challenges the member People linked to, on the pack chosen', async () => {
  const api = stubChallenges(challengeFixture(), {
    '/api/users/3': profile(3, 'Marcus Bell', 'marcus.bell'),
  });
  const user = userEvent.setup();
  renderRoute('/browse/challenge?opponentId=3');
  const opponent = await screen.findByRole('combobox', { name: 'Opponent' });
  expect((opponent as HTMLInputElement).value).toBe('Marcus Bell');
  await user.type(screen.getByLabelText('Message (optional)'), 'Rematch?');
  await user.click(screen.getByRole('button', { name: 'Send challenge' }));
  expect(await screen.findByRole('heading', { name: 'Dana Rivera vs Marcus Bell' })).toBeTruthy();
  expect(await api.bodies('/api/challenges')).toEqual([
    expect.objectContaining({ opponentId: 3, packId: 1, message: 'Rematch?' }),
  ]);
});

it('preselects the member People linked to, however many members there are', async () => {
  stubApiRecording({
    '/api/challenges': listOf([]),
    '/api/users/people/search': listOf([person(3, 'Marcus Bell')]),
    '/api/users/42': profile(42, 'Zed Far', 'zed.far'),
    '/api/games/pack/search': listOf([{ ...packFixture([]), levels: [], levelsCompleted: 0 }]),
  });
  renderRoute('/browse/challenge?opponentId=42');
  const opponent = await screen.findByRole('combobox', { name: 'Opponent' });
  expect((opponent as HTMLInputElement).value).toBe('Zed Far');
});

it('finds the opponent by typing (a searchable combobox, not a list of every member)', async () => {
  const api = stubChallenges();
  const user = userEvent.setup();
  renderRoute('/browse/challenge');
  const opponent = await screen.findByRole('combobox', { name: 'Opponent' });
  // No plain dropdown of all members.
  expect(screen.queryByRole('option', { name: /Priya Shah/ })).toBeNull();
  await user.type(opponent, 'Pri');
  expect(await screen.findByRole('option', { name: /Priya Shah/ })).toBeTruthy();
  expect(peopleKeywords.at(-1)).toBe('Pri');
  await user.keyboard('{ArrowDown}{Enter}');
  expect((opponent as HTMLInputElement).value).toBe('Priya Shah');
  await user.click(screen.getByRole('button', { name: 'Send challenge' }));
  expect(await api.bodies('/api/challenges')).toEqual([
    expect.objectContaining({ opponentId: 5, packId: 1 }),
  ]);
});

it('shows both results side by side once both have played, with the winner', async () => {
  stubChallenges(
    challengeFixture({
      status: 'FINISHED',
      canPlay: false,
      winnerId: 3,
      challenger: challengeSideFixture(7, 'Dana Rivera', {
        played: true,
        score: { points: 20, correctCount: 2, questionCount: 3, timeValue: 41_000 },
      }),
      opponent: challengeSideFixture(3, 'Marcus Bell', {
        played: true,
        score: { points: 30, correctCount: 3, questionCount: 3, timeValue: 65_000 },
      }),
    }),
  );
  renderRoute('/browse/challenge/9');
  expect((await screen.findByText('Marcus Bell won')).getAttribute('role')).toBe('status');
  const dana = screen.getByRole('region', { name: 'Dana Rivera’s result' });
  const marcus = screen.getByRole('region', { name: 'Marcus Bell’s result' });
  expect(within(dana).getByText('20')).toBeTruthy();
  expect(within(dana).getByText('0:41')).toBeTruthy();
  expect(within(marcus).getByText('30')).toBeTruthy();
  expect(within(marcus).getByText('Winner')).toBeTruthy();
  expect(within(dana).queryByText('Winner')).toBeNull();
  expect(screen.queryByRole('link', { name: /^Play/ })).toBeNull();
});

it('keeps the other side’s score hidden until both have played', async () => {
  stubChallenges(
    challengeFixture({
      status: 'ACCEPTED',
      canPlay: true,
      opponent: challengeSideFixture(3, 'Marcus Bell', { played: true }),
    }),
  );
  renderRoute('/browse/challenge/9');
  const marcus = await screen.findByRole('region', { name: 'Marcus Bell’s result' });
  expect(within(marcus).getByText('Played: the score shows once both have played')).toBeTruthy();
  const play = screen.getByRole('link', { name: 'Play First sniff' });
  expect(play.getAttribute('href')).toBe('/browse/quiz/detail/2/21?challengeId=9');
});
