// The demo member's conversations: two one-to-one chats and a group, with history (one
// long enough to page back through) and a few messages they have not read yet. Seeded when
// nobody has chatted, so a database made before chat existed gets them on its next start.
import type { Queryable } from '../db/db.ts';

interface SeedChat {
  /** A group's name; one-to-one chats have none. */
  title?: string;
  /** By username; the first created the chat. */
  members: string[];
  /** [username, text]; the last `unread` are not read by the demo member. */
  messages: [string, string][];
  unread: number;
}

const DEMO = 'dana.r';

const PLANTING_SMALL_TALK: [string, string][] = Array.from({ length: 36 }, (_, index) => {
  const day = index + 1;
  return index % 2 === 0
    ? ['maya.c', `Day ${day} of the balcony grow: ${day % 3 === 0 ? 'new leaves' : 'watered'}.`]
    : [DEMO, day % 4 === 1 ? 'Looking great, keep the photos coming!' : 'Nice, same here.'];
});

const CHATS: SeedChat[] = [
  {
    members: [DEMO, 'maya.c'],
    messages: [
      ...PLANTING_SMALL_TALK,
      ['maya.c', 'Are you going to the harvest market on Saturday?'],
      ['maya.c', 'The schedule is at https://canopy.test/events if you want to check.'],
    ],
    unread: 2,
  },
  {
    members: ['marcus.b', DEMO],
    messages: [
      ['marcus.b', 'Thanks for the compost tea tip yesterday.'],
      [DEMO, 'Glad it helped! Aerate it for a full day.'],
      ['marcus.b', 'Will do. Want some of my tomato seedlings?'],
    ],
    unread: 1,
  },
  {
    title: 'Weekend growers',
    members: [DEMO, 'priya.s', 'casey.m', 'jonah.w'],
    messages: [
      [DEMO, 'Welcome, everyone: this is for planning the garden days.'],
      ['priya.s', 'Count me in for Saturday morning.'],
      ['jonah.w', 'I can bring the soil test kit.'],
      [DEMO, 'Perfect. Casey, can you book the community plot?'],
      ['casey.m', 'Booked from 9 to 12.'],
      ['priya.s', 'I will bring coffee.'],
      ['jonah.w', 'See you all there!'],
    ],
    unread: 3,
  },
];

const MINUTE_MS = 60_000;

async function idsByUsername(tx: Queryable): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; username: string }>(
    'SELECT min(id) AS id, username FROM accounts GROUP BY username',
  );
  return new Map(rows.map((row) => [row.username, row.id]));
}

async function seedChat(tx: Queryable, chat: SeedChat, ids: Map<string, number>, start: number) {
  const members = chat.members.map((username) => ids.get(username));
  if (members.some((id) => id === undefined)) return;
  const memberIds = members as number[];
  const [creator, other] = memberIds;
  if (creator === undefined || other === undefined) return;
  const type = chat.title ? 'chat_group' : 'chat_single';
  const created = new Date(start);
  const album = await tx.query<{ id: number }>(
    `INSERT INTO albums (owner_id, album_type, title, visibility, public_read, user_count,
                         comments_count, created_at, updated_at)
     VALUES ($1, $2, $3, 'PRIVATE', false, $4, $5, $6, $6) RETURNING id`,
    [creator, type, chat.title ?? '', memberIds.length, chat.messages.length, created],
  );
  const chatId = album[0]?.id;
  if (chatId === undefined) return;
  if (type === 'chat_single') {
    await tx.query(
      `INSERT INTO chat_pairs (low_account_id, high_account_id, album_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [Math.min(creator, other), Math.max(creator, other), chatId],
    );
  }
  for (const memberId of memberIds) {
    await tx.query(
      'INSERT INTO chat_members (album_id, account_id, joined_at) VALUES ($1, $2, $3)',
      [chatId, memberId, created],
    );
  }
  const noteIds: number[] = [];
  for (const [index, [username, text]] of chat.messages.entries()) {
    const owner = ids.get(username);
    if (owner === undefined) continue;
    const at = new Date(start + (index + 1) * 7 * MINUTE_MS);
    const note = await tx.query<{ id: number }>(
      `INSERT INTO notes (album_id, owner_id, comment, client_message_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [chatId, owner, text, `seed-${chatId}-${index}`, at],
    );
    if (note[0]) noteIds.push(note[0].id);
  }
  // Everybody has read everything, except the demo member's last few.
  const demoId = ids.get(DEMO);
  const lastId = noteIds.at(-1) ?? 0;
  const demoRead = noteIds.at(-1 - chat.unread) ?? 0;
  await tx.query(
    `UPDATE chat_members SET last_read_note_id = CASE WHEN account_id = $2::int THEN $3::int ELSE $4::int END
      WHERE album_id = $1`,
    [chatId, demoId, demoRead, lastId],
  );
}

/** Seeds the demo chats when nobody has chatted yet. */
export async function seedChats(tx: Queryable): Promise<void> {
  const existing = await tx.query('SELECT 1 FROM chat_members LIMIT 1');
  if (existing.length > 0) return;
  const ids = await idsByUsername(tx);
  if (!ids.has(DEMO)) return;
  const now = Date.now();
  for (const [index, chat] of CHATS.entries()) {
    // Older chats first, each with its history over the hours before now.
    const start = now - (CHATS.length - index) * 6 * 60 * MINUTE_MS;
    await seedChat(tx, chat, ids, start);
  }
}
