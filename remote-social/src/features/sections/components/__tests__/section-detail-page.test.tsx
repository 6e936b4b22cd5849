import { appConfigAtom, store, type Album } from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { sectionAlbum } from '../../../../testing/album.ts';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import type { SectionKey } from '../../sections.ts';
import { SectionDetailPage } from '../section-detail-page.tsx';

signedInForEachTest();
afterEach(() => store.set(appConfigAtom, null));

function open(album: Album, sectionKey: SectionKey, path: string, extra = {}) {
  const fetchMock = stubApi({
    [`/api/albums/${album.albumId}`]: { valid: true, message: 'ok', item: album },
    '/api/notes/search': { ...listOf([]), nextCursor: null },
    ...extra,
  });
  const view = renderPage(
    <SectionDetailPage sectionKey={sectionKey} />,
    `/browse/${path}/${album.albumId}`,
    `/browse/${path}/:id`,
  );
  return { fetchMock, ...view };
}

/** An audio or video album with a cover, playing `file` of the test API's media. */
const mediaAlbum = (fields: Partial<Album>, file: string) =>
  sectionAlbum({
    ...fields,
    coverURL: 'http://api.test/media/cover.svg',
    fullURL: `http://api.test/media/${file}`,
  });

it('renders an article rich text and never lets a script or event handler into the page', async () => {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const { container } = open(
    sectionAlbum({
      albumId: 5,
      title: 'Fall planting',
      metaData: {
        body_html:
          '<h2>Sow now</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><p onclick="alert(4)">Garlic</p>',
      },
    }),
    'news',
    'news',
  );
  expect(await screen.findByRole('heading', { name: 'Sow now' })).toBeTruthy();
  const body = screen.getByTestId('rich-text');
  expect(body.innerHTML).not.toMatch(/script|onerror|onclick|javascript:/i);
  expect(body.textContent).toContain('Garlic');
  expect(container.querySelector('script')).toBeNull();
  expect(alert).not.toHaveBeenCalled();
});

it('plays audio albums with an audio player, video ones with a video player', async () => {
  const audio = mediaAlbum(
    { albumId: 6, albumType: 'audio', mediaType: 'AUDIO', title: 'Morning' },
    'audio.wav',
  );
  const { container, unmount } = open(audio, 'audio', 'audio');
  await screen.findByRole('heading', { name: 'Morning' });
  expect(container.querySelector('audio')?.getAttribute('src')).toBe(
    'http://api.test/media/audio.wav',
  );
  unmount();
  const video = { ...audio, albumId: 7, albumType: 'video', mediaType: 'VIDEO', title: 'Loop' };
  const second = open(video, 'video', 'video');
  await screen.findByRole('heading', { name: 'Loop' });
  expect(second.container.querySelector('video')).not.toBeNull();
});

it('marks a live stream the configuration names as Live, and shows others as offline', async () => {
  const stream = mediaAlbum(
    { albumId: 8, albumType: 'livestream', mediaType: 'VIDEO', title: 'Harvest talk' },
    'live.mp4',
  );
  // It started a minute ago.
  stream.startDate = Date.now() - 60_000;
  store.set(appConfigAtom, { livestreamAlbumIds: [8] } as never);
  const { unmount } = open(stream, 'liveStreams', 'live-streams');
  expect(await screen.findByText('LIVE')).toBeTruthy();
  unmount();
  store.set(appConfigAtom, { livestreamAlbumIds: [] } as never);
  open(stream, 'liveStreams', 'live-streams');
  expect(await screen.findByText('This stream is offline')).toBeTruthy();
  expect(screen.queryByText('LIVE')).toBeNull();
});

/** Custom list 9 of the signed-in member (7), listing `albumIds`. */
const ownList = (albumIds: number[]) =>
  sectionAlbum({
    albumId: 9,
    albumType: 'customlist',
    ownerId: 7,
    title: 'Reading',
    metaData: { albumIds },
  });

it('lets the owner reorder their custom list with buttons, saving the new order', async () => {
  const list = ownList([1, 2]);
  const saved: unknown[] = [];
  open(list, 'customlist', 'customlist', {
    '/api/albums/search': listOf([
      sectionAlbum({ albumId: 1, title: 'First' }),
      sectionAlbum({ albumId: 2, title: 'Second' }),
    ]),
    '/api/albums/9': async (_url: URL, request: Request) => {
      if (request.method === 'PUT') {
        saved.push(await request.json());
        return { valid: true, message: 'saved', item: list };
      }
      return { valid: true, message: 'ok', item: list };
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Move Second up' }));
  expect(await screen.findByText('Moved Second up')).toBeTruthy();
  expect(saved).toEqual([{ metaData: { albumIds: [2, 1] } }]);
  const items = screen.getByRole('list', { name: 'List items' });
  expect(items.textContent?.indexOf('Second')).toBeLessThan(
    items.textContent?.indexOf('First') ?? 0,
  );
});

it('lets the owner rename their custom list and delete it, asking first', async () => {
  let list = ownList([]);
  const calls: { method: string; body: unknown }[] = [];
  open(list, 'customlist', 'customlist', {
    '/api/albums/search': listOf([]),
    '/api/albums/9': async (_url: URL, request: Request) => {
      if (request.method === 'PUT') {
        const body = (await request.json()) as { title: string };
        calls.push({ method: 'PUT', body });
        list = { ...list, title: body.title };
        return { valid: true, message: 'saved', item: list };
      }
      if (request.method === 'DELETE') {
        calls.push({ method: 'DELETE', body: null });
        return { valid: true, message: 'The album has been deleted.' };
      }
      return { valid: true, message: 'ok', item: list };
    },
  });
  const name = await screen.findByRole('textbox', { name: 'List name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Summer reading');
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
  // The page reads the list again and shows its new name.
  expect(await screen.findByRole('heading', { level: 1, name: 'Summer reading' })).toBeTruthy();
  expect(calls).toEqual([{ method: 'PUT', body: { title: 'Summer reading' } }]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete this list' }));
  expect(calls).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete the list' }));
  expect(await screen.findByText('Elsewhere')).toBeTruthy();
  expect(calls.at(-1)).toEqual({ method: 'DELETE', body: null });
});
