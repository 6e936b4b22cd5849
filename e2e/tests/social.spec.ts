import { apiCall } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

// A 2×2 green PNG: real photos for the post.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaGBgYGBgYGBgYGBgAAAEhAEBjT7mWgAAAABJRU5ErkJggg==',
  'base64',
);

test('A posts with photos, B likes and comments, A sees it all and can delete only their own comment', async ({
  pageAs,
}) => {
  const a = await newMember('Avery', 'Poster');
  const b = await newMember('Blake', 'Reader');
  const text = `Harvest day ${Date.now()} <img src=x onerror="window.__injected=1">`;

  // A writes a post with two photos.
  const pageA = await pageAs(a.state);
  await openSignedIn(pageA, '/browse/activity-wall');
  await pageA.getByLabel("What's happening?").fill(text);
  await pageA.getByLabel(/Add photos/).setInputFiles([
    { name: 'basil.png', mimeType: 'image/png', buffer: PNG },
    { name: 'thyme.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const photosToPost = pageA.getByRole('list', { name: 'Photos to post' });
  await expect(photosToPost.getByRole('listitem')).toHaveCount(2);
  await expect(photosToPost.getByRole('progressbar')).toHaveCount(0);
  await pageA.getByRole('button', { name: 'Post', exact: true }).click();
  const postOfA = pageA.getByRole('article', { name: /Avery Poster/ }).first();
  await expect(postOfA).toContainText(text);
  await expect(postOfA.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  // Stored HTML is shown as text: nothing in it ran.
  expect(
    await pageA.evaluate(() => (window as { __injected?: number }).__injected),
  ).toBeUndefined();

  // B finds it on the wall, likes it, opens it and comments.
  const pageB = await pageAs(b.state);
  await openSignedIn(pageB, '/browse/activity-wall');
  const seenByB = pageB.getByRole('article').filter({ hasText: text });
  const liked = pageB.waitForResponse(
    (response) => response.url().endsWith('/api/likes') && response.request().method() === 'POST',
  );
  await seenByB.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(seenByB.getByRole('button', { name: 'Liked' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await liked).ok()).toBe(true);
  await seenByB.getByRole('link', { name: '0 comments' }).click();
  await expect(pageB).toHaveURL(/#\/browse\/activity-detail\/\d+$/);
  const albumId = Number(/activity-detail\/(\d+)/.exec(pageB.url())?.[1]);
  await pageB.getByRole('combobox', { name: 'Write a comment' }).fill('Looks great from B');
  await pageB.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(pageB.getByRole('article', { name: 'Comment by Blake Reader' })).toContainText(
    'Looks great from B',
  );

  // A reloads and sees the like and the comment.
  await pageA.reload();
  const reloaded = pageA.getByRole('article').filter({ hasText: text });
  await expect(reloaded).toContainText('1 like');
  await reloaded.getByRole('link', { name: '1 comment', exact: true }).click();
  const commentOfB = pageA.getByRole('article', { name: 'Comment by Blake Reader' });
  await expect(commentOfB).toContainText('Looks great from B');

  // A comments, deletes their own comment, and has no way to delete B's.
  await pageA.getByRole('combobox', { name: 'Write a comment' }).fill('Thanks, Blake');
  await pageA.getByRole('button', { name: 'Comment', exact: true }).click();
  const commentOfA = pageA.getByRole('article', { name: 'Comment by Avery Poster' });
  await expect(commentOfA).toContainText('Thanks, Blake');
  await commentOfA.getByRole('button', { name: 'Delete your comment' }).click();
  await commentOfA.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(commentOfA).toHaveCount(0);
  await expect(commentOfB.getByRole('button', { name: 'Delete your comment' })).toHaveCount(0);

  // And the API refuses it too.
  const comments = await apiCall<{ items: { noteId: number }[] }>(
    'GET',
    `/notes/search?albumId=${albumId}`,
    undefined,
    a.token,
  );
  const noteOfB = comments.items[0]?.noteId;
  await expect(apiCall('DELETE', `/notes/${noteOfB}`, undefined, a.token)).rejects.toThrow(/404/);
});
