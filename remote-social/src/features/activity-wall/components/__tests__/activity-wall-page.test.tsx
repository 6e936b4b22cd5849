import { accessDeniedOpenAtom, adoptEarlyRequests, store, toastsAtom } from '@canopy/shared-core';
import { rateLimited, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { wallPage, wallPost } from '../../../../testing/wall-post.ts';
import { ActivityWallPage } from '../activity-wall-page.tsx';

/** How often the wall itself was asked for (each card's reactions are asked for too). */
const wallRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) =>
    new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith('/albums/wall'),
  ).length;

const renderWall = () => renderPage(<ActivityWallPage />, '/browse/activity-wall');

signedInForEachTest();

describe('the activity wall', () => {
  it('shows each post with author, time, text as text, photos and counts', async () => {
    stubApi({
      '/api/albums/wall': wallPage([
        wallPost({
          description: 'Harvest <script>alert(1)</script> <b>day</b>',
          assets: [
            {
              assetId: 5,
              fileName: 'photo-1',
              caption: 'Basil on the railing',
              mimeType: 'image/png',
              thumbnailURL: 'http://api.test/media/uploads/a/thumbnail',
              coverURL: 'http://api.test/media/uploads/a/cover',
              fullURL: 'http://api.test/media/uploads/a/full',
              width: 1200,
              height: 900,
            },
          ],
        }),
      ]),
    });
    const { container } = renderWall();
    const post = await screen.findByRole('article', { name: /Jonah Whitfield/ });
    expect(post.textContent).toContain('Harvest <script>alert(1)</script> <b>day</b>');
    expect(container.querySelector('script, b')).toBeNull();
    const photo = within(post).getByRole('img', { name: 'Basil on the railing' });
    // The wall shows the thumbnail, offers the larger sizes, and keeps the photo's space.
    expect(photo.getAttribute('src')).toBe('http://api.test/media/uploads/a/thumbnail');
    expect(photo.getAttribute('srcset')).toBe(
      'http://api.test/media/uploads/a/thumbnail 320w, http://api.test/media/uploads/a/cover 1080w, ' +
        'http://api.test/media/uploads/a/full 1200w',
    );
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1200', '900']);
    // The first post's photo is the wall's largest paint: it loads at once, first.
    expect([photo.getAttribute('loading'), photo.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    expect(post.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T00:00:00.000Z');
    expect(post.textContent).toContain('3 likes');
    expect(within(post).getByRole('link', { name: '31 comments' }).getAttribute('href')).toBe(
      '/browse/activity-detail/1',
    );
    expect(
      within(post)
        .getByRole('link', { name: /^Harvest/ })
        .getAttribute('href'),
    ).toBe('/browse/activity-detail/1');
  });

  it("keeps a post's web links as text on the wall, where the text opens the post", async () => {
    stubApi({
      '/api/albums/wall': wallPage([wallPost({ description: 'See https://seeds.example/list' })]),
    });
    renderWall();
    const opener = await screen.findByRole('link', { name: /^See https:\/\/seeds\.example/ });
    expect(opener.getAttribute('href')).toBe('/browse/activity-detail/1');
    expect(opener.querySelector('a')).toBeNull();
  });

  it('keeps a locked item closed: opening it explains why', async () => {
    stubApi({
      '/api/albums/wall': wallPage([
        wallPost({
          albumType: 'news',
          title: 'Growers lecture',
          description: '',
          accessLocked: true,
        }),
      ]),
    });
    renderWall();
    await userEvent.click(await screen.findByRole('button', { name: /Members only/ }));
    expect(store.get(accessDeniedOpenAtom)).toBe(true);
    expect(screen.queryByRole('link', { name: /Growers lecture/ })).toBeNull();
  });

  it("loads only the first post's photo at once; the others wait until they are near", async () => {
    const photo = (assetId: number) => ({
      assetId,
      fileName: `photo-${assetId}`,
      caption: `Photo ${assetId}`,
      mimeType: 'image/png',
      thumbnailURL: `http://api.test/media/uploads/${assetId}/thumbnail`,
      coverURL: `http://api.test/media/uploads/${assetId}/cover`,
      fullURL: `http://api.test/media/uploads/${assetId}/full`,
      width: 400,
      height: 300,
    });
    stubApi({
      '/api/albums/wall': wallPage([
        wallPost({ albumId: 1, assets: [photo(1), photo(2)] }),
        wallPost({ albumId: 2, assets: [photo(3)] }),
      ]),
    });
    renderWall();
    const names = ['Photo 1', 'Photo 2', 'Photo 3'];
    const images = await Promise.all(names.map((name) => screen.findByRole('img', { name })));
    expect(
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  /** The entry script's early request for the wall's first page, arrived with one post. */
  async function wallFetchedEarly() {
    const answer = Promise.resolve({
      ok: true,
      data: wallPage([wallPost({ albumId: 1, description: 'Fetched early' })]),
    });
    // The member in these tests has no token: the client sends none either.
    adoptEarlyRequests([
      {
        url: 'http://api.test/api/albums/wall?limit=10',
        authorization: null,
        sentAt: Date.now(),
        answer,
      },
    ]);
    await answer; // it has arrived
    await new Promise((settle) => setTimeout(settle, 0));
  }

  it('draws a first page the entry script fetched at once, without asking for it again', async () => {
    const fetchMock = stubApi({ '/api/albums/wall': wallPage([]) });
    await wallFetchedEarly();
    renderWall();
    // In the first render: no placeholders drawn first.
    expect(screen.getByText('Fetched early')).toBeTruthy();
    await new Promise((settle) => setTimeout(settle, 0));
    expect(wallRequests(fetchMock)).toBe(0);
  });

  it('draws the early first page even when React throws a render of the wall away', async () => {
    const fetchMock = stubApi({ '/api/albums/wall': wallPage([]) });
    await wallFetchedEarly();
    // A render React throws away before committing it (an update came first, a part
    // suspended) must leave the early page for the render that is committed.
    renderToString(
      <MemoryRouter>
        <ActivityWallPage />
      </MemoryRouter>,
    );
    renderWall();
    expect(await screen.findByText('Fetched early')).toBeTruthy();
    await new Promise((settle) => setTimeout(settle, 0));
    expect(wallRequests(fetchMock)).toBe(0);
  });

  it('draws the copy saved on the last visit at once, then the early answer when it comes', async () => {
    const fetchMock = stubApi({ '/api/albums/wall': wallPage([]) });
    let answerCame: (answer: { ok: boolean; data: unknown }) => void = () => undefined;
    const saved = Promise.resolve(wallPage([wallPost({ albumId: 1, description: 'Saved copy' })]));
    adoptEarlyRequests([
      {
        url: 'http://api.test/api/albums/wall?limit=10',
        authorization: null,
        sentAt: Date.now(),
        answer: new Promise((resolve) => (answerCame = resolve)),
        saved,
      },
    ]);
    await saved; // read from the cache; the network has not answered yet
    await new Promise((settle) => setTimeout(settle, 0));
    renderWall();
    // In the first render, with no placeholders and no loading state in between.
    expect(screen.getByText('Saved copy')).toBeTruthy();
    answerCame({ ok: true, data: wallPage([wallPost({ albumId: 2, description: 'Fresh post' })]) });
    expect(await screen.findByText('Fresh post')).toBeTruthy();
    expect(screen.queryByText('Saved copy')).toBeNull();
    // The page's call took the early answer: nothing else was asked.
    expect(wallRequests(fetchMock)).toBe(0);
  });

  it('draws the saved copy when it is read after the first render, until the answer comes', async () => {
    const fetchMock = stubApi({ '/api/albums/wall': wallPage([]) });
    let answerCame: (answer: { ok: boolean; data: unknown }) => void = () => undefined;
    let copyRead: (copy: unknown) => void = () => undefined;
    adoptEarlyRequests([
      {
        url: 'http://api.test/api/albums/wall?limit=10',
        authorization: null,
        sentAt: Date.now(),
        answer: new Promise((resolve) => (answerCame = resolve)),
        saved: new Promise((resolve) => (copyRead = resolve)),
      },
    ]);
    renderWall();
    expect(screen.queryByText('Saved copy')).toBeNull();
    copyRead(wallPage([wallPost({ albumId: 1, description: 'Saved copy' })]));
    expect(await screen.findByText('Saved copy')).toBeTruthy();
    answerCame({ ok: true, data: wallPage([wallPost({ albumId: 2, description: 'Fresh post' })]) });
    expect(await screen.findByText('Fresh post')).toBeTruthy();
    expect(screen.queryByText('Saved copy')).toBeNull();
    expect(wallRequests(fetchMock)).toBe(0);
  });

  it('never draws a saved copy read after the answer came', async () => {
    stubApi({ '/api/albums/wall': wallPage([]) });
    let copyRead: (copy: unknown) => void = () => undefined;
    const answer = Promise.resolve({
      ok: true,
      data: wallPage([wallPost({ albumId: 2, description: 'Fresh post' })]),
    });
    adoptEarlyRequests([
      {
        url: 'http://api.test/api/albums/wall?limit=10',
        authorization: null,
        sentAt: Date.now(),
        answer,
        saved: new Promise((resolve) => (copyRead = resolve)),
      },
    ]);
    renderWall();
    expect(await screen.findByText('Fresh post')).toBeTruthy();
    copyRead(wallPage([wallPost({ albumId: 1, description: 'Saved copy' })]));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(screen.queryByText('Saved copy')).toBeNull();
  });

  it('loads the next page by cursor and appends it', async () => {
    const fetchMock = stubApi({
      '/api/albums/wall': (url: URL) =>
        url.searchParams.get('cursor') === 'c1'
          ? wallPage([wallPost({ albumId: 2, description: 'Older post' })])
          : wallPage([wallPost({ albumId: 1, description: 'Newer post' })], 'c1'),
    });
    renderWall();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    await screen.findByText('Older post');
    const items = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newer post'),
      expect.stringContaining('Older post'),
    ]);
    expect(wallRequests(fetchMock)).toBe(2);
    expect(screen.getByText('You have reached the beginning of the wall.')).toBeTruthy();
  });

  it('says so when the wall is empty, and shows an error with Retry', async () => {
    let calls = 0;
    stubApi({
      '/api/albums/wall': () =>
        ++calls === 1 ? Response.json({ message: 'Database busy' }, { status: 503 }) : wallPage([]),
    });
    renderWall();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error Code: 503 Message: Database busy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing on the wall yet')).toBeTruthy();
  });

  it('counts a like at once and takes it back with a toast when the server refuses', async () => {
    let answer: () => Response = () => Response.json({ message: 'Try later' }, { status: 500 });
    stubApi({
      '/api/albums/wall': wallPage([wallPost()]),
      '/api/likes': () => answer(),
    });
    renderWall();
    const post = await screen.findByRole('article');
    const like = within(post).getByRole('button', { name: 'Like' });
    await userEvent.click(like);
    await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
    expect(post.textContent).toContain('3 likes');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'Error Code: 500 Message: Try later',
    ]);

    answer = () =>
      Response.json({
        valid: true,
        message: 'Liked.',
        item: { likeId: 1, likableType: 'ALBUM', likableId: 1, likeCount: 4, hasLiked: true },
      });
    await userEvent.click(like);
    expect(post.textContent).toContain('4 likes');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('Liked');
  });

  it('offers Edit and Delete on your own posts only, and removes a deleted one', async () => {
    stubApi({
      '/api/albums/wall': wallPage([
        wallPost({ albumId: 1, ownerId: 7, description: 'My post' }),
        wallPost({ albumId: 2, description: 'Not mine' }),
      ]),
      '/api/albums/posts/1': { valid: true, message: 'Your post has been deleted.' },
    });
    renderWall();
    const [mine, theirs] = await screen.findAllByRole('article');
    expect(within(theirs!).queryByRole('button', { name: 'Delete post' })).toBeNull();
    await userEvent.click(within(mine!).getByRole('button', { name: 'Delete post' }));
    await userEvent.click(within(mine!).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('My post')).toBeNull());
    expect(screen.getByText('Not mine')).toBeTruthy();
  });
});

describe('writing a post', () => {
  const photo = (name: string, bytes: number[], size?: number) => {
    const file = new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('says what is wrong before sending: empty post, a PDF named .jpg, a 20 MB photo', async () => {
    const fetchMock = stubApi({ '/api/albums/wall': wallPage([]) });
    renderWall();
    await screen.findByText('Nothing on the wall yet');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert').textContent).toBe('Write something or add a photo.');

    await userEvent.upload(screen.getByLabelText(/Add photos/), [
      photo('scan.jpg', [0x25, 0x50, 0x44, 0x46]),
      photo('huge.jpg', [0xff, 0xd8, 0xff, 0xe0], 20 * 1024 * 1024),
    ]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'scan.jpg is not a photo we can show: use JPEG, PNG, WebP or GIF.',
      'huge.jpg is too large (20.0 MB): the limit is 10 MB.',
    ]);
    // Nothing was uploaded: only the wall was asked for.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uploads photos with a progress bar, posts, and puts the post on top', async () => {
    const posted = wallPost({ albumId: 9, ownerId: 7, description: 'Fresh basil' });
    let sent: unknown;
    let answerUpload = () => {};
    const uploaded = new Promise<void>((resolve) => {
      answerUpload = resolve;
    });
    stubApi({
      '/api/albums/wall': wallPage([wallPost({ description: 'Older' })]),
      '/api/assets': async () => {
        await uploaded;
        return {
          valid: true,
          message: 'Photo uploaded.',
          item: {
            uploadId: '3f8a0c9e-1b2c-4d5e-8f90-123456789abc',
            fullURL: 'x',
            coverURL: 'x',
            thumbnailURL: 'x',
            mimeType: 'image/jpeg',
            byteSize: 4,
            width: 640,
            height: 480,
          },
        };
      },
      '/api/albums/posts': async (_url: URL, request: Request) => {
        sent = await request.json();
        return { valid: true, message: 'Your post is on the wall.', item: posted };
      },
    });
    renderWall();
    await screen.findByText('Older');
    await userEvent.type(screen.getByLabelText("What's happening?"), 'Fresh basil');
    await userEvent.upload(screen.getByLabelText(/Add photos/), [
      photo('basil.jpg', [0xff, 0xd8, 0xff, 0xe0]),
    ]);
    // Sent whole, waiting for the server's answer.
    const progress = await screen.findByRole('progressbar', { name: 'Uploading basil.jpg' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('100'));
    expect(progress.getAttribute('aria-valuetext')).toBe('100% uploaded');
    expect(screen.getByRole('button', { name: 'Uploading photos…' })).toHaveProperty(
      'disabled',
      true,
    );
    answerUpload();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article')[0]?.textContent).toContain('Fresh basil'),
    );
    expect((screen.getByLabelText("What's happening?") as HTMLTextAreaElement).value).toBe('');
    expect(sent).toMatchObject({
      description: 'Fresh basil',
      uploadIds: ['3f8a0c9e-1b2c-4d5e-8f90-123456789abc'],
    });
  });

  it('keeps the post on the device as waiting when the network fails while online', async () => {
    stubApi({
      '/api/albums/wall': wallPage([]),
      '/api/albums/posts': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWall();
    await screen.findByText('Nothing on the wall yet');
    await userEvent.type(screen.getByLabelText("What's happening?"), 'Do not lose me');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const waiting = await screen.findByRole('list', { name: 'Posts waiting to send' });
    const kept = within(waiting).getByText('Do not lose me').closest('li');
    expect(kept?.textContent).toContain('Waiting to send');
  });

  it('offline, keeps the post on the device as "Waiting to send" and empties the composer', async () => {
    stubApi({
      '/api/albums/wall': wallPage([]),
      '/api/albums/posts': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderWall();
      await screen.findByText('Nothing on the wall yet');
      await userEvent.type(screen.getByLabelText("What's happening?"), 'Written in the tunnel');
      await userEvent.click(screen.getByRole('button', { name: 'Post' }));
      const waiting = await screen.findByRole('list', { name: 'Posts waiting to send' });
      const kept = (await within(waiting).findByText('Written in the tunnel')).closest('li');
      expect(kept?.textContent).toContain('Waiting to send');
      expect((screen.getByLabelText("What's happening?") as HTMLTextAreaElement).value).toBe('');
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
    }
  });

  it('keeps the text and says how long to wait when the member posts too fast (429)', async () => {
    stubApi({
      '/api/albums/wall': wallPage([]),
      '/api/albums/posts': rateLimited(
        42,
        'You are posting too fast. Please wait 42 seconds and try again.',
      ),
    });
    renderWall();
    await screen.findByText('Nothing on the wall yet');
    await userEvent.type(screen.getByLabelText("What's happening?"), 'My eleventh post');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error Code: 429 Message: You are posting too fast. Please wait 42 seconds and try again.',
    );
    expect((screen.getByLabelText("What's happening?") as HTMLTextAreaElement).value).toBe(
      'My eleventh post',
    );
    expect(screen.getByRole('button', { name: 'Post' })).toHaveProperty('disabled', false);
  });

  it('reviews a shop with stars chosen by keyboard, and the card shows them', async () => {
    let sent: unknown;
    const shop = { retailerLocationId: 4, name: 'Green Leaf Lawrence' };
    stubApi({
      '/api/albums/wall': wallPage([]),
      '/api/retailers/location/distancesearch': {
        valid: true,
        message: 'ok',
        items: [shop],
        count: 1,
        countTotal: 1,
        hasMoreResults: false,
        start: 0,
        limit: 30,
      },
      '/api/retailers/location/4': {
        valid: true,
        message: 'ok',
        item: { ...shop, offers: [{ offerLocationId: 40, offerName: 'Blue Dream 3.5 g' }] },
      },
      '/api/albums/posts': async (_url: URL, request: Request) => {
        sent = await request.json();
        return {
          valid: true,
          message: 'Your post is on the wall.',
          item: wallPost({
            albumId: 9,
            ownerId: 7,
            description: 'Lovely',
            review: {
              reviewType: 'OFFER_LOCATION',
              reviewId: 40,
              name: 'Blue Dream 3.5 g at Green Leaf Lawrence',
              rating: 4,
            },
          }),
        };
      },
    });
    renderWall();
    await screen.findByText('Nothing on the wall yet');
    await userEvent.type(screen.getByLabelText("What's happening?"), 'Lovely');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Review a shop or an offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose the shop your review is about.');
    await screen.findByRole('option', { name: shop.name });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shop' }), shop.name);
    await screen.findByRole('option', { name: 'Blue Dream 3.5 g' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'What you review' }),
      'Blue Dream 3.5 g',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose how many stars your review gives.');
    // Keyboard: focus the first star, then the arrow keys move the choice.
    screen.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const card = await screen.findByRole('article');
    expect(sent).toMatchObject({
      description: 'Lovely',
      review: { reviewType: 'OFFER_LOCATION', reviewId: 40, rating: 4 },
    });
    expect(card.textContent).toContain('Blue Dream 3.5 g at Green Leaf Lawrence');
    expect(card.textContent).toContain('Rated 4 out of 5');
    // The picker is cleared with the text.
    expect(screen.queryByRole('combobox', { name: 'Shop' })).toBeNull();
  });
});
