import { store, toastsAtom } from '@canopy/shared-core';
import {
  FakeEventSource,
  listOf,
  refusal,
  renderInStore,
  stubApi,
} from '@canopy/shared-core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveSessionForEachTest } from '../testing/live.ts';
import { EmojiReactionBar } from './emoji-reaction-bar.tsx';

interface Item {
  albumId: number | null;
  noteId: number | null;
  counts: { reaction: string; count: number }[];
  mine: string | null;
}

const ok = (item: Item) => ({ valid: true, message: 'ok', item });
const list = (items: Item[]) => ({ ...listOf(items), limit: 100 });

const live = liveSessionForEachTest();

const draw = (...bars: Parameters<typeof EmojiReactionBar>[0][]) =>
  renderInStore(
    <>
      {bars.map((bar) => (
        <section key={'albumId' in bar.target ? `a${bar.target.albumId}` : `n${bar.target.noteId}`}>
          <EmojiReactionBar {...bar} />
        </section>
      ))}
    </>,
  );

describe('emoji reactions', () => {
  it("reads a page's reactions in one request and shows each with its count and name", async () => {
    const fetchMock = stubApi({
      '/api/emoji-reactions': list([
        { albumId: 101, noteId: null, counts: [{ reaction: 'heart', count: 3 }], mine: 'heart' },
        { albumId: null, noteId: 7, counts: [{ reaction: 'laugh', count: 1 }], mine: null },
      ]),
    });
    draw({ target: { albumId: 101 } }, { target: { noteId: 7 }, about: 'comment by Maya Chen' });
    const love = await screen.findByRole('button', { name: 'Love, 3 reactions' });
    expect(love.getAttribute('aria-pressed')).toBe('true');
    const funny = screen.getByRole('button', { name: 'Funny, 1 reaction on comment by Maya Chen' });
    expect(funny.getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL((fetchMock.mock.calls[0]?.[0] as Request).url);
    expect([url.searchParams.get('albumIds'), url.searchParams.get('noteIds')]).toEqual([
      '101',
      '7',
    ]);
  });

  it("gives, changes and withdraws the member's own reaction from the set", async () => {
    const sent: string[] = [];
    stubApi({
      '/api/emoji-reactions': async (url: URL, request: Request) => {
        if (request.method === 'GET') return list([]);
        if (request.method === 'DELETE') {
          sent.push(`DELETE ${url.searchParams.get('albumId')}`);
          return ok({ albumId: 102, noteId: null, counts: [], mine: null });
        }
        const body = (await request.json()) as { reaction: string };
        sent.push(`PUT ${body.reaction}`);
        return ok({
          albumId: 102,
          noteId: null,
          counts: [{ reaction: body.reaction, count: 1 }],
          mine: body.reaction,
        });
      },
    });
    draw({ target: { albumId: 102 } });
    const react = await screen.findByRole('button', { name: 'React' });
    await userEvent.click(react);
    expect(react.getAttribute('aria-expanded')).toBe('true');
    const set = screen.getByRole('group', { name: 'Reactions' });
    expect(
      within(set)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Thumbs up', 'Love', 'Funny', 'Wow', 'Sad', 'Thanks']);
    await userEvent.click(within(set).getByRole('button', { name: 'Thanks' }));
    // The set closes and focus goes back to where the member was.
    expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
    expect(document.activeElement).toBe(react);
    const thanks = await screen.findByRole('button', { name: 'Thanks, 1 reaction' });
    expect(thanks.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(react);
    await userEvent.click(screen.getByRole('button', { name: 'Wow' }));
    await screen.findByRole('button', { name: 'Wow, 1 reaction' });
    expect(screen.queryByRole('button', { name: /^Thanks,/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Wow, 1 reaction' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Wow,/ })).toBeNull());
    expect(sent).toEqual(['PUT thanks', 'PUT wow', 'DELETE 102']);
  });

  it('moves back when the server refuses, and Escape closes the set', async () => {
    stubApi({
      '/api/emoji-reactions': (_url: URL, request: Request) =>
        request.method === 'GET'
          ? list([
              { albumId: 103, noteId: null, counts: [{ reaction: 'sad', count: 2 }], mine: null },
            ])
          : refusal(404, 'NOT_FOUND', 'That post does not exist.'),
    });
    draw({ target: { albumId: 103 } });
    const sad = await screen.findByRole('button', { name: 'Sad, 2 reactions' });
    await userEvent.click(sad);
    await waitFor(() => expect(store.get(toastsAtom).length).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Sad, 2 reactions' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Sad, 2 reactions' }).getAttribute('aria-pressed'),
    ).toBe('false');

    const react = screen.getByRole('button', { name: 'React' });
    await userEvent.click(react);
    await userEvent.keyboard('{Tab}{Escape}');
    expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
    expect(document.activeElement).toBe(react);
  });

  it("shows another member's reaction as it arrives over the live stream", async () => {
    stubApi({
      '/api/emoji-reactions': list([]),
      '/api/live/ticket': { valid: true, message: 'ok', item: { ticket: 't-1', expires: 0 } },
    });
    live.connect();
    draw({ target: { albumId: 104 } }, { target: { albumId: 105 } });
    await screen.findAllByRole('button', { name: 'React' });
    await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
    act(() =>
      FakeEventSource.latest?.emit('emoji-reactions', {
        albumId: 105,
        noteId: null,
        counts: [{ reaction: 'thumbs-up', count: 4 }],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Thumbs up, 4 reactions' })).toBeTruthy();
    // Only the post it is about.
    expect(screen.getAllByRole('button', { name: /Thumbs up,/ })).toHaveLength(1);
  });
});
