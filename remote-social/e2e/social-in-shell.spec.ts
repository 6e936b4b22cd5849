// The social remote as the host runs it: its production build, loaded through the
// remotes manifest and the federation runtime into a shell, on the shell's one React.
import { expect, test } from '@canopy/shared-core/shell-check';
import { wallPage, wallPost } from '../src/testing/wall-post.ts';

// An inline image: the shell check answers the API but serves no media.
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#4a7"/></svg>',
)}`;

const author = {
  accountId: 2,
  display: 'Jonah Whitfield',
  username: 'jonah.w',
  profileImage: AVATAR,
  accountType: 'MEMBER',
  locationDisplay: 'Topeka, KS',
};

test.use({
  apiAnswers: {
    '/albums/wall': wallPage([
      wallPost({
        albumId: 7,
        owner: author,
        description: 'Sunflowers along I-70 are at their peak',
      }),
      wallPost({ albumId: 8, owner: author, description: 'Seed swap at the library on Saturday' }),
    ]),
  },
});

test('the activity wall renders inside the shell on one shared React', async ({
  openInShell,
  expectOneSharedInstance,
}) => {
  const area = await openInShell('/browse/activity-wall');
  await expect(area.getByRole('heading', { name: 'Activity Wall' })).toBeVisible();
  const posts = area.getByRole('list', { name: 'Posts' }).getByRole('listitem');
  await expect(posts.filter({ hasText: 'Seed swap at the library' })).toBeVisible();
  await expect(posts.filter({ hasText: 'Sunflowers along I-70' })).toBeVisible();
  await expect(posts.first()).toContainText('Jonah Whitfield');
  await expectOneSharedInstance();
});
