// The AI remote as the host runs it: its production build, loaded through the remotes
// manifest and the federation runtime into a shell, on the shell's one React.
import { albumFixture, expect, listOf, test } from '@canopy/shared-core/shell-check';

const day = (date: number) => Date.UTC(2026, 10, date);

/** A saved conversation: a chat_bot album of the member's, its messages in metaData. */
const conversation = (albumId: number, title: string, updated: number) =>
  albumFixture({
    albumId,
    albumType: 'chat_bot',
    title,
    description: 'Try a south-facing window.',
    visibility: 'PRIVATE',
    dateCreated: day(1),
    dateUpdated: updated,
    metaData: {
      messages: [
        { role: 'user', text: title, at: '2026-11-01T00:00:00Z', suggestions: [] },
        {
          role: 'assistant',
          text: 'Try a south-facing window.',
          at: '2026-11-01T00:00:05Z',
          suggestions: [],
        },
      ],
    },
  });

test.use({
  apiAnswers: {
    '/albums/search': listOf([
      conversation(5, 'Growing basil indoors', day(3)),
      conversation(6, 'Edibles near me under $20', day(2)),
    ]),
  },
});

test('the assistant renders inside the shell on one shared React', async ({
  openInShell,
  expectOneSharedInstance,
}) => {
  const area = await openInShell('/browse/ai-chat');
  const conversations = area.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(conversations).toHaveCount(2);
  await expect(conversations.first()).toContainText('Growing basil indoors');
  // A saved conversation opens with its history, through the shell's router.
  await conversations.first().getByRole('link').first().click();
  await expect(area.page()).toHaveURL(/#\/browse\/ai-chat\/5$/);
  await expect(area.getByRole('list', { name: 'Conversation', exact: true })).toContainText(
    'Try a south-facing window.',
  );
  await expectOneSharedInstance();
});
