import type { Queryable } from '../db/db.ts';
import { insertAlbum } from '../plugins/app/kernel/album-store.ts';

interface DemoConversation {
  owner: string;
  title: string;
  daysAgo: number;
  messages: [role: 'user' | 'assistant', text: string][];
}

/** Conversations with Edy as it answers them, for members who have none yet. */
const CONVERSATIONS: DemoConversation[] = [
  {
    owner: 'priya',
    title: 'A quiz about pollinators',
    daysAgo: 3,
    messages: [
      ['user', 'Is there a quiz about pollinators?'],
      [
        'assistant',
        'Here is what I found on Canopy for “pollinators”: the quiz pack “Prairie Pollinators”.',
      ],
      ['user', 'Thanks!'],
      ['assistant', "You're welcome! What else can I find for you?"],
    ],
  },
  {
    owner: 'priya',
    title: 'Herb grinder near Lincoln',
    daysAgo: 8,
    messages: [
      ['user', 'herb grinder near Lincoln'],
      [
        'assistant',
        'Here is what I found on Canopy for “herb grinder lincoln”: Herb Grinder for $18.00 at ' +
          'Cornhusker Botanicals Lincoln (2.4 miles away) and the post “Lincoln seed library ' +
          'reopens” by you.',
      ],
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedAssistantConversations(
  tx: Queryable,
  memberIds: Map<string, number>,
): Promise<void> {
  const now = Date.now();
  for (const conversation of CONVERSATIONS) {
    const ownerId = memberIds.get(conversation.owner);
    if (ownerId === undefined) throw new Error(`Unknown seed member ${conversation.owner}`);
    const existing = await tx.query(
      `SELECT 1 FROM albums WHERE owner_id = $1 AND album_type = 'chat_bot'
        AND title <> ALL($2::text[])`,
      [ownerId, CONVERSATIONS.map((entry) => entry.title)],
    );
    if (existing.length > 0) continue;
    const startedAt = now - conversation.daysAgo * DAY;
    const messages = conversation.messages.map(([role, text], position) => ({
      role,
      text,
      at: new Date(startedAt + position * 60_000).toISOString(),
    }));
    await insertAlbum(tx, {
      ownerId,
      albumType: 'chat_bot',
      title: conversation.title,
      description: messages.at(-1)?.text.slice(0, 140) ?? '',
      cover: null,
      visibility: 'PRIVATE',
      publicPermissions: { read: false, write: false, delete: false, add: false },
      metaData: { messages },
      createdAt: new Date(startedAt),
      updatedAt: new Date(startedAt + messages.length * 60_000),
    });
  }
}
