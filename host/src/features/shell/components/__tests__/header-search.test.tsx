import { searchOpenAtom, store } from '@canopy/shared-core';
import { refusal, renderInStore, stubApi } from '@canopy/shared-core/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '../header-search.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch() {
  return renderInStore(
    <MemoryRouter initialEntries={['/browse/activity-wall']}>
      <HeaderSearch />
      <Where />
    </MemoryRouter>,
  );
}

/** Renders the search and opens it with its button: the user, and the search box. */
async function openSearch() {
  const user = userEvent.setup();
  renderSearch();
  await user.click(screen.getByRole('button', { name: 'Search Canopy' }));
  return { user, box: await screen.findByRole('combobox', { name: 'Search Canopy' }) };
}

const hit = (id: number, title: string, extra: object = {}) => ({
  id,
  title,
  subtitle: `About ${title}`,
  imageURL: null,
  albumId: null,
  albumType: null,
  username: null,
  accessLocked: false,
  ...extra,
});

const KINDS = ['posts', 'comments', 'members', 'shops', 'products', 'events', 'groups'];

function answer(found: Record<string, ReturnType<typeof hit>[]>) {
  return {
    valid: true,
    message: '',
    item: {
      groups: KINDS.map((kind) => ({
        kind,
        items: found[kind] ?? [],
        hasMoreResults: false,
      })),
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => store.set(searchOpenAtom, false));
});

describe('the header search', () => {
  it('shows grouped results; arrows move through them across groups and Enter opens one', async () => {
    const asked: string[] = [];
    stubApi({
      '/api/search': (url: URL) => {
        asked.push(url.searchParams.get('q') ?? '');
        return answer({
          posts: [hit(11, 'Compost tea', { albumId: 11, albumType: 'post' })],
          members: [hit(7, 'Ada Lovelace', { username: 'ada.l' })],
          shops: [hit(21, 'Green Compost Co')],
        });
      },
    });
    const { user, box } = await openSearch();
    expect(document.activeElement).toBe(box);
    await user.type(box, 'comp');

    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(asked.at(-1)).toBe('comp');
    const groups = screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'));
    expect(groups.map((labelId) => document.getElementById(labelId ?? '')?.textContent)).toEqual([
      'Posts',
      'Members',
      'Shops',
    ]);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(list.contains(options[0] ?? null)).toBe(true);

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last it comes round to the first; up from the first goes to the last.
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/account/overview?otherUserProfileId=7',
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens a post when its result is clicked', async () => {
    stubApi({
      '/api/search': answer({
        posts: [hit(11, 'Compost tea', { albumId: 11, albumType: 'post' })],
      }),
    });
    const { user, box } = await openSearch();
    await user.type(box, 'tea');
    await user.click(await screen.findByRole('option', { name: /Compost tea/ }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/browse/activity-detail/11',
    );
  });

  it('says when nothing is found, and says why a search failed', async () => {
    let fail = false;
    stubApi({
      '/api/search': () =>
        fail
          ? refusal(429, 'RATE_LIMITED', 'You are searching too fast. Please wait 20 seconds.')
          : answer({}),
    });
    const { user, box } = await openSearch();
    await user.type(box, 'zzyzx');
    expect(await screen.findByText('No results for “zzyzx”.')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fail = true;
    await user.type(box, 'q');
    expect(await screen.findByText(/searching too fast/)).toBeTruthy();
  });

  it('closes the results with Escape, then the search, giving the focus back to its button', async () => {
    stubApi({
      '/api/search': answer({
        groups: [hit(3, 'Seed swap circle', { albumId: 3, albumType: 'group' })],
      }),
    });
    const user = userEvent.setup();
    renderSearch();
    const toggle = screen.getByRole('button', { name: 'Search Canopy' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const box = await screen.findByRole('combobox');
    await user.type(box, 'seed');
    await screen.findByRole('option', { name: /Seed swap circle/ });
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
