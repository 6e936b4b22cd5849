// The demo community's conversations: comments with replies on seeded posts, who
// follows whom, reviews of shops and offers with their stars, and the demo member's unread
// notifications. Each part is seeded when its table is empty, so a database made before they existed gets them on its next start too.
import type { Db, Queryable } from '../db/db.ts';
import { seedContentSections } from './content-sections.ts';
import { seedSections } from './sections.ts';
import { seedNotifications } from './notifications.ts';
import { seedChats } from './chats.ts';
import { insertAlbum } from '../plugins/app/kernel/album-store.ts';
import { POST_ALBUM_TYPE, postTitle } from '../plugins/app/social/rules.ts';

/** Comments by username on a post by title; `replies` answer the comment. */
const COMMENTS: {
  album: string;
  by: string;
  comment: string;
  replies?: { by: string; comment: string }[];
}[] = [
  {
    album: 'Welcome to Canopy',
    by: 'maya.c',
    comment: 'Happy to be here! Already found two shops near me.',
    replies: [{ by: 'casey.m', comment: 'Welcome, Maya. Tell us which ones you liked.' }],
  },
  { album: 'Welcome to Canopy', by: 'jonah.w', comment: 'The quiz packs are addictive.' },
  {
    album: 'Picnic at South Park this Sunday',
    by: 'maya.c',
    comment: 'Count me in! I will bring peach cobbler.',
  },
  {
    album: 'Sunflowers along I-70 are at their peak',
    by: 'priya.s',
    comment: 'Drove past them yesterday, the whole field was glowing.',
    replies: [{ by: 'dana.r', comment: 'Going this weekend before they fade!' }],
  },
  {
    album: 'Living Soil, episode 3: compost teas',
    by: 'marcus.b',
    comment: 'Tried the aerated tea on my tomatoes: greener leaves within a week.',
  },
  {
    album: 'Best patios in Wichita',
    by: 'elena.o',
    comment: 'Add the rooftop on Douglas to the list, @marcus.b!',
    replies: [{ by: 'marcus.b', comment: 'Good call, it is on the next one.' }],
  },
];

/** Follower → followed, by username: a few members many follow, so influencers stand out. */
const FOLLOWS: [string, string][] = [
  ['dana.r', 'priya.s'],
  ['maya.c', 'priya.s'],
  ['jonah.w', 'priya.s'],
  ['marcus.b', 'priya.s'],
  ['elena.o', 'priya.s'],
  ['dana.r', 'casey.m'],
  ['maya.c', 'casey.m'],
  ['priya.s', 'casey.m'],
  ['jonah.w', 'marcus.b'],
  ['elena.o', 'marcus.b'],
  ['priya.s', 'elena.o'],
  ['marcus.b', 'dana.r'],
];

/**
 * Members' reviews of shops (`shop`: the nth listed shop) and of offers at shops (`offer`:
 * the nth listed offer at a shop), each a post on the wall with its stars.
 */
const REVIEWS: {
  by: string;
  kind: 'shop' | 'offer';
  nth: number;
  rating: number;
  text: (name: string) => string;
}[] = [
  {
    by: 'priya.s',
    kind: 'shop',
    nth: 0,
    rating: 5,
    text: (name) => `${name}: friendly budtenders who ask what you want it for. Five stars.`,
  },
  {
    by: 'marcus.b',
    kind: 'offer',
    nth: 0,
    rating: 4,
    text: (name) => `Tried ${name}. Smooth and as described; a little pricey for the size.`,
  },
  {
    by: 'maya.c',
    kind: 'shop',
    nth: 1,
    rating: 3,
    text: (name) => `${name} has a good selection, but the line on Friday evening was long.`,
  },
  {
    by: 'jonah.w',
    kind: 'offer',
    nth: 2,
    rating: 5,
    text: (name) => `${name} is my new favorite: even better than the reviews said.`,
  },
];

/** Seeds the reviews when there are none (after the shops and offers they are about). */
export async function seedReviews(tx: Queryable): Promise<void> {
  const existing = await tx.query('SELECT 1 FROM albums WHERE review_type IS NOT NULL LIMIT 1');
  if (existing.length > 0) return;
  const members = await idsByUsername(tx);
  const shops = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM retailer_locations WHERE active ORDER BY id LIMIT 10',
  );
  const offers = await tx.query<{ id: number; name: string }>(
    `SELECT ol.id, o.name || ' at ' || rl.name AS name FROM offer_locations ol
       JOIN offers o ON o.id = ol.offer_id
       JOIN retailer_locations rl ON rl.id = ol.retailer_location_id
      WHERE ol.active ORDER BY ol.id LIMIT 10`,
  );
  for (const [index, review] of REVIEWS.entries()) {
    const target = (review.kind === 'shop' ? shops : offers)[review.nth];
    const ownerId = members.get(review.by);
    if (!target || ownerId === undefined) continue;
    const text = review.text(target.name);
    await insertAlbum(tx, {
      ownerId,
      albumType: POST_ALBUM_TYPE,
      title: postTitle(text),
      description: text,
      review: {
        reviewType: review.kind === 'shop' ? 'RETAILER_LOCATION' : 'OFFER_LOCATION',
        reviewId: target.id,
        rating: review.rating,
      },
      // Spread over the last days, so they sit among the wall's other posts.
      createdAt: new Date(Date.now() - (index + 1) * 7 * 3600 * 1000),
    });
  }
}

async function idsByUsername(tx: Queryable): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; username: string }>(
    'SELECT min(id) AS id, username FROM accounts GROUP BY username',
  );
  return new Map(rows.map((row) => [row.username, row.id]));
}

async function seedComments(tx: Queryable, members: Map<string, number>): Promise<void> {
  for (const thread of COMMENTS) {
    const album = await tx.query<{ id: number }>(
      'SELECT id FROM albums WHERE title = $1 ORDER BY id LIMIT 1',
      [thread.album],
    );
    const albumId = album[0]?.id;
    const owner = members.get(thread.by);
    if (albumId === undefined || owner === undefined) continue;
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO notes (album_id, owner_id, comment) VALUES ($1, $2, $3) RETURNING id',
      [albumId, owner, thread.comment],
    );
    for (const reply of thread.replies ?? []) {
      const by = members.get(reply.by);
      if (by === undefined) continue;
      await tx.query(
        'INSERT INTO notes (album_id, owner_id, parent_id, comment) VALUES ($1, $2, $3, $4)',
        [albumId, by, inserted[0]?.id, reply.comment],
      );
    }
  }
}

async function seedFollows(tx: Queryable, members: Map<string, number>): Promise<void> {
  for (const [follower, followed] of FOLLOWS) {
    const from = members.get(follower);
    const to = members.get(followed);
    if (from === undefined || to === undefined) continue;
    await tx.query(
      `INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)
       ON CONFLICT (follower_id, followed_id) DO NOTHING`,
      [from, to],
    );
  }
}

/** Seeds comments and follows where their tables are still empty. */
export async function seedSocial(tx: Queryable): Promise<void> {
  const members = await idsByUsername(tx);
  // One statement at a time: a transaction's statements must not interleave.
  const notes = await tx.query(
    `SELECT 1 FROM notes n JOIN albums al ON al.id = n.album_id
      WHERE al.album_type NOT IN ('chat_single', 'chat_group') LIMIT 1`,
  );
  const follows = await tx.query('SELECT 1 FROM follows LIMIT 1');
  if (notes.length === 0) await seedComments(tx, members);
  if (follows.length === 0) await seedFollows(tx, members);
  await seedNotifications(tx, members);
}

/**
 * On every start of a seeded database: fills the social sections (comments, follows,
 * channels, groups, events, trainings, and the content sections: news, topics, media, lists)
 * an upgrade left empty.
 */
export async function seedEmptySocialSections(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await tx.query('SELECT 1 FROM accounts LIMIT 1');
    if (members.length === 0) return;
    await seedSocial(tx);
    await seedSections(tx);
    await seedChats(tx);
    await seedContentSections(tx);
    await seedReviews(tx);
  });
}
