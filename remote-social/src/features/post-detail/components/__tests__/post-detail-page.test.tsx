import { reportedAtom, store } from '@canopy/shared-core';
import { listOf, memberAccount, refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { wallPost } from '../../../../testing/wall-post.ts';
import { PostDetailPage } from '../post-detail-page.tsx';
import { comment } from '../../../../testing/comment.ts';
import { reportRoute } from '../../../../testing/report-route.ts';

const ME = memberAccount(7, 'Dana Rivera');
const MARCUS = memberAccount(3, 'Marcus Bell');

const page = (items: unknown[], nextCursor: string | null = null) => ({
  ...listOf(items),
  hasMoreResults: nextCursor !== null,
  limit: 20,
  nextCursor,
});

const renderDetail = () =>
  renderPage(<PostDetailPage />, '/browse/activity-detail/1', '/browse/activity-detail/:id');

signedInForEachTest();
beforeEach(() => {
  store.set(reportedAtom, null);
});

it('shows the post and its comments newest last, replies under their comment', async () => {
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost({ commentsCount: 3 }) },
    '/api/notes/search': (url: URL) =>
      url.searchParams.get('cursor') === 'next'
        ? page([comment(12, ME, 'Third')])
        : page(
            [
              {
                ...comment(10, MARCUS, 'First <b>bold</b>'),
                replies: [comment(11, ME, 'A reply', 10)],
              },
            ],
            'next',
          ),
  });
  renderDetail();
  const thread = await screen.findByRole('list', { name: 'Comments' });
  expect(thread.textContent).toContain('First <b>bold</b>');
  const replies = within(thread).getByRole('list', { name: 'Replies to Marcus Bell' });
  expect(replies.textContent).toContain('A reply');
  await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
  await screen.findByText('Third');
  const comments = within(thread).getAllByRole('article');
  expect(comments.at(-1)?.textContent).toContain('Third');
});

it("offers Edit and Delete on your comments only, never on another member's", async () => {
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost() },
    '/api/notes/search': page([
      { ...comment(10, MARCUS, 'Theirs'), replies: [] },
      { ...comment(11, ME, 'Mine'), replies: [] },
    ]),
    '/api/notes/11': { valid: true, message: 'Your comment has been deleted.' },
  });
  renderDetail();
  const theirs = await screen.findByRole('article', { name: 'Comment by Marcus Bell' });
  expect(within(theirs).queryByRole('button', { name: 'Delete your comment' })).toBeNull();
  expect(within(theirs).queryByRole('button', { name: 'Edit your comment' })).toBeNull();
  const mine = screen.getByRole('article', { name: 'Comment by Dana Rivera' });
  await userEvent.click(within(mine).getByRole('button', { name: 'Delete your comment' }));
  await userEvent.click(within(mine).getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
});

it('posts a comment and a reply, and counts them on the post', async () => {
  let nextId = 20;
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost({ commentsCount: 1 }) },
    '/api/notes/search': page([{ ...comment(10, MARCUS, 'Hello'), replies: [] }]),
    '/api/notes': async (_url: URL, request: Request) => {
      const body = (await request.json()) as { comment: string; parentNoteId?: number };
      return {
        valid: true,
        message: 'Your comment is posted.',
        item: {
          ...comment((nextId += 1), ME, body.comment, body.parentNoteId ?? null),
          replies: [],
        },
      };
    },
  });
  renderDetail();
  await screen.findByText('Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
  expect(screen.getByRole('alert').textContent).toBe('Write a comment first.');
  await userEvent.type(screen.getByRole('combobox', { name: 'Write a comment' }), 'New one');
  await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
  await screen.findByText('New one');
  await userEvent.click(screen.getByRole('button', { name: 'Reply to Marcus Bell' }));
  await userEvent.type(screen.getByRole('combobox', { name: 'Reply to Marcus Bell' }), 'Replying');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  const replies = await screen.findByRole('list', { name: 'Replies to Marcus Bell' });
  expect(replies.textContent).toContain('Replying');
  expect(screen.getByText('3 comments')).toBeTruthy();
});

it('likes a comment at once, and takes the like back with a message when the server fails', async () => {
  let fail = false;
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost() },
    '/api/notes/search': page([{ ...comment(10, MARCUS, 'Nice shot'), replies: [] }]),
    '/api/likes': (_url: URL, request: Request) =>
      fail
        ? refusal(503, 'DOWN', 'Down')
        : {
            valid: true,
            message: request.method === 'POST' ? 'Liked.' : 'Like removed.',
            item: {
              likeId: 1,
              likableType: 'NOTE',
              likableId: 10,
              likeCount: request.method === 'POST' ? 1 : 0,
              hasLiked: request.method === 'POST',
            },
          },
  });
  renderDetail();
  const card = await screen.findByRole('article', { name: 'Comment by Marcus Bell' });
  const like = within(card).getByRole('button', { name: /^Like comment by Marcus Bell/ });
  expect(like.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(like);
  await waitFor(() => expect(like.getAttribute('aria-label')).toContain('1 like'));
  expect(like.getAttribute('aria-pressed')).toBe('true');
  fail = true;
  await userEvent.click(like);
  // Rolled back: still liked once.
  await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
  expect(like.getAttribute('aria-label')).toContain('1 like');
});

it('opens a photo in a lightbox: arrows step through, Escape returns to the photo', async () => {
  const photo = (assetId: number, caption: string) => ({
    assetId,
    fileName: `photo-${assetId}`,
    caption,
    mimeType: 'image/jpeg',
    thumbnailURL: `http://api.test/media/${assetId}.jpg`,
    coverURL: `http://api.test/media/${assetId}.jpg`,
    fullURL: `http://api.test/media/${assetId}.jpg`,
    width: 1536,
    height: 2048,
  });
  stubApi({
    '/api/albums/posts/1': {
      valid: true,
      message: 'ok',
      item: wallPost({ assets: [photo(1, 'Basil'), photo(2, 'Tomatoes'), photo(3, 'Peppers')] }),
    },
    '/api/notes/search': page([]),
  });
  renderDetail();
  const opener = await screen.findByRole('button', { name: 'Tomatoes' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
  expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Tomatoes');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(screen.getByRole('dialog')).getByRole('img').getAttribute('alt')).toBe('Basil');
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

it('reports a post with the reason the member picks, then shows it Reported and disabled', async () => {
  const { sent, route } = reportRoute('album');
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost() },
    '/api/notes/search': page([]),
    '/api/flagable/flag/mine': page([]),
    '/api/flagable/flag/create': route,
  });
  renderDetail();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Report post by Jonah Whitfield' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Report post by Jonah Whitfield for review' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');
  // Something else needs words.
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Say what is wrong with it.');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'An illegal sale' }));
  await userEvent.type(within(dialog).getByRole('textbox'), 'Selling seeds by mail');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent).toEqual([
    expect.objectContaining({
      flagableId: 1,
      flagableType: 'ALBUM',
      reason: 'ILLEGAL_SALE',
      flagDescription: 'Selling seeds by mail',
    }),
  ]);
  const reported = screen.getByRole('button', { name: 'Reported post by Jonah Whitfield' });
  expect((reported as HTMLButtonElement).disabled).toBe(true);
});

it('shows Reported, disabled, on a post and a comment reported before (after a reload)', async () => {
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost() },
    '/api/notes/search': page([{ ...comment(10, MARCUS, 'Buy here'), replies: [] }]),
    '/api/flagable/flag/mine': page([
      { flagableType: 'ALBUM', flagableId: 1 },
      { flagableType: 'NOTE', flagableId: 10 },
    ]),
  });
  renderDetail();
  const post = await screen.findByRole('button', { name: 'Reported post by Jonah Whitfield' });
  expect((post as HTMLButtonElement).disabled).toBe(true);
  const reported = await screen.findByRole('button', { name: 'Reported comment by Marcus Bell' });
  expect((reported as HTMLButtonElement).disabled).toBe(true);
});

it("makes the web links in a post's text and its comments links, and nothing else markup", async () => {
  stubApi({
    '/api/albums/posts/1': {
      valid: true,
      message: 'ok',
      item: wallPost({ description: 'Seed list: https://seeds.example/list?year=2026.' }),
    },
    '/api/notes/search': page([
      {
        ...comment(
          10,
          MARCUS,
          'Also www.garden.example, not javascript:alert(1) or <a href="x">x</a>',
        ),
        replies: [],
      },
    ]),
  });
  const { container } = renderDetail();
  const postLink = await screen.findByRole('link', {
    name: 'https://seeds.example/list?year=2026',
  });
  expect(postLink.getAttribute('href')).toBe('https://seeds.example/list?year=2026');
  expect(postLink.getAttribute('rel')).toBe('nofollow ugc noopener');
  expect(postLink.getAttribute('target')).toBe('_blank');
  const commentLink = await screen.findByRole('link', { name: 'www.garden.example' });
  expect(commentLink.getAttribute('href')).toBe('https://www.garden.example');
  expect(commentLink.getAttribute('rel')).toBe('nofollow ugc noopener');
  // What is not a web address stays text as written.
  expect(screen.getByText(/not javascript:alert\(1\) or <a href="x">x<\/a>/)).toBeTruthy();
  expect(container.querySelector('a[href^="javascript"], a[href="x"]')).toBeNull();
});

it("shows the preview cards of a post's and a comment's first links, as text", async () => {
  const asked: string[] = [];
  stubApi({
    '/api/albums/posts/1': {
      valid: true,
      message: 'ok',
      item: wallPost({ description: 'Seed list: https://seeds.example/list' }),
    },
    '/api/notes/search': page([
      { ...comment(10, MARCUS, 'Mine are at www.garden.example/seeds'), replies: [] },
      { ...comment(11, ME, 'And https://nothing.example/ has none'), replies: [] },
    ]),
    '/api/link-previews': (url: URL) => {
      const address = url.searchParams.get('url') ?? '';
      asked.push(address);
      const cards: Record<string, { title: string; description: string; host: string }> = {
        'https://seeds.example/list': {
          title: 'The 2026 seed list',
          description: 'Heirloom tomatoes, beans and squash.',
          host: 'seeds.example',
        },
        'https://www.garden.example/seeds': {
          title: "Marcus's seed shelf",
          description: 'Dried, labelled, swapped.',
          host: 'garden.example',
        },
      };
      const card = cards[address];
      return card
        ? { valid: true, message: 'ok', item: { url: address, imageUrl: null, ...card } }
        : refusal(404, 'NOT_FOUND', 'That page has no preview.');
    },
  });
  const { container } = renderDetail();
  const postCard = await screen.findByRole('link', { name: /The 2026 seed list/ });
  expect(postCard.getAttribute('href')).toBe('https://seeds.example/list');
  expect(postCard.getAttribute('rel')).toBe('nofollow ugc noopener');
  expect(postCard.textContent).toContain('seeds.example');
  const commentCard = await screen.findByRole('link', { name: /Marcus's seed shelf/ });
  expect(commentCard.getAttribute('href')).toBe('https://www.garden.example/seeds');
  await waitFor(() =>
    expect([...asked].sort()).toEqual([
      'https://nothing.example/',
      'https://seeds.example/list',
      'https://www.garden.example/seeds',
    ]),
  );
  // A page without a preview leaves no card, no error and no spinner behind.
  await waitFor(() => expect(screen.queryByText("Loading the link's preview…")).toBeNull());
  expect(screen.queryByText('That page has no preview.')).toBeNull();
  expect(
    container.querySelector('img[src*="seeds.example"], img[src*="garden.example"]'),
  ).toBeNull();
});

it('says a deleted post is not here any more, in plain words, with the way back and no Retry', async () => {
  stubApi({
    '/api/albums/posts/1': () => refusal(404, 'NOT_FOUND', 'That post does not exist.'),
  });
  renderDetail();
  expect(
    await screen.findByRole('heading', { name: 'This post is not here any more' }),
  ).toBeTruthy();
  expect(screen.getByText('That post does not exist.')).toBeTruthy();
  expect(screen.queryByText(/Error Code/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the Activity Wall' }).getAttribute('href')).toBe(
    '/browse/activity-wall',
  );
});

it('offers Retry when the server failed, and the retry opens the post', async () => {
  let failing = true;
  stubApi({
    '/api/albums/posts/1': () =>
      failing
        ? refusal(503, 'UNAVAILABLE', 'Busy')
        : {
            valid: true,
            message: 'ok',
            item: wallPost({ commentsCount: 0, description: 'Back after the outage' }),
          },
    '/api/notes/search': page([]),
  });
  renderDetail();
  const retry = await screen.findByRole('button', { name: 'Retry' });
  failing = false;
  await userEvent.click(retry);
  expect(await screen.findByText('Back after the outage')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});
