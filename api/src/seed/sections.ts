// The demo channels, groups, events and trainings. Each section is seeded when it has no
// albums yet, so a database made before the sections existed gets them on its next start.
import type { Queryable } from '../db/db.ts';
import { insertAlbum } from '../plugins/app/kernel/album-store.ts';
import { insertInvite } from '../plugins/app/social/invites-repository.ts';
import { POST_ALBUM_TYPE, postTitle } from '../plugins/app/social/rules.ts';
import { LESSON_SOUNDS } from './lesson-audio.ts';
import { coverFile, type CoverScene } from './media-catalog.ts';
import { TOWNS } from './places.ts';

/** Titles the tests and the demo rely on. */
export const SECTION_FIXTURES = {
  channel: 'Prairie Growers Channel',
  channelPost: 'Week 12: cover crops that survive a Kansas winter',
  group: 'Wichita Patio Gardeners',
  privateGroup: 'Seed Savers Circle',
  event: 'Harvest Swap at the Riverside Pavilion',
  pastEvent: 'Spring Seedling Giveaway',
  training: 'Container Gardening Basics',
  compostingTraining: 'Composting at Home',
} as const;

/** Opens the private group's invite as any member but its owner: `/#/albums/invite?token=…`. */
export const PRIVATE_GROUP_INVITE_TOKEN = 'demo-group-invite-token';

/** The events' own time zone (the demo community lives on Central time). */
export const DEMO_EVENT_TIME_ZONE = 'America/Chicago';

const DAY = 24 * 60 * 60 * 1000;

interface SectionAlbum {
  owner: string;
  title: string;
  description: string;
  scene: CoverScene;
  visibility?: 'PUBLIC' | 'PRIVATE';
  members?: string[];
  metaData?: Record<string, unknown>;
}

const CHANNELS: (SectionAlbum & {
  posts: { title: string; text: string; comments: [string, string][] }[];
})[] = [
  {
    owner: 'casey.m',
    title: SECTION_FIXTURES.channel,
    description: 'Weekly notes from growers across the plains: what to sow, when, and why.',
    scene: 'seedlings',
    members: ['marcus.b', 'priya.s', 'maya.c'],
    posts: [
      {
        title: SECTION_FIXTURES.channelPost,
        text: 'Winter rye and hairy vetch both came through last February. Sow them by mid-October for a good stand.',
        comments: [
          ['marcus.b', 'Rye did great for me too. Vetch struggled on clay.'],
          ['priya.s', 'Do you mow it or crimp it in spring?'],
        ],
      },
      {
        title: 'Week 11: saving tomato seed without mould',
        text: 'Ferment the pulp for three days, rinse, and dry on a plate, not paper.',
        comments: [['maya.c', 'The plate trick changed everything for me.']],
      },
    ],
  },
  {
    owner: 'priya.s',
    title: 'Kitchen Herb Channel',
    description: 'Short tips on growing, drying and cooking with herbs from a windowsill.',
    scene: 'herbs',
    members: ['elena.o'],
    posts: [
      {
        title: 'Drying basil so it keeps its colour',
        text: 'Dry the leaves flat in the shade; sunlight turns them brown.',
        comments: [['elena.o', 'Trying this with my Genovese tonight.']],
      },
    ],
  },
];

const GROUPS: (SectionAlbum & { posts: { text: string; by: string }[] })[] = [
  {
    owner: 'marcus.b',
    title: SECTION_FIXTURES.group,
    description: 'Neighbours growing food and flowers on small patios and balconies in Wichita.',
    scene: 'gathering',
    members: ['marcus.b', 'elena.o', 'jonah.w'],
    posts: [
      { by: 'elena.o', text: 'Anyone have spare terracotta pots? Happy to trade cuttings.' },
      { by: 'marcus.b', text: 'Patio tour this Saturday: bring a chair and a cutting to share.' },
    ],
  },
  {
    owner: 'elena.o',
    title: 'Front Range Foragers',
    description: 'Walks and talks about wild plants along the Colorado foothills.',
    scene: 'mountains',
    members: ['elena.o', 'priya.s'],
    posts: [{ by: 'priya.s', text: 'Chokecherries are ripe above Boulder Creek this week.' }],
  },
  {
    owner: 'casey.m',
    title: SECTION_FIXTURES.privateGroup,
    description: 'An invite-only circle that keeps heirloom seed lines going.',
    scene: 'harvest',
    visibility: 'PRIVATE',
    members: ['casey.m', 'priya.s'],
    posts: [{ by: 'priya.s', text: 'The Cherokee Purple line is ready to share: 40 packets.' }],
  },
];

interface SeedEvent extends SectionAlbum {
  startInDays: number;
  hour: number;
  hours: number;
  town: keyof typeof TOWNS;
  place: string;
}

const EVENTS: SeedEvent[] = [
  {
    owner: 'marcus.b',
    title: SECTION_FIXTURES.event,
    description: 'Bring seeds, seedlings or surplus harvest and go home with something new.',
    scene: 'market',
    startInDays: 9,
    hour: 10,
    hours: 3,
    town: 'wichita',
    place: 'Riverside Pavilion, Wichita',
    members: ['elena.o', 'jonah.w', 'priya.s'],
  },
  {
    owner: 'priya.s',
    title: 'Herb Walk on the Kaw',
    description: 'An easy two-mile walk naming the herbs along the river trail.',
    scene: 'river',
    startInDays: 23,
    hour: 17,
    hours: 2,
    town: 'lawrence',
    place: 'Burcham Park trailhead, Lawrence',
    members: ['maya.c'],
  },
  {
    owner: 'casey.m',
    title: SECTION_FIXTURES.pastEvent,
    description: 'Free tomato and pepper seedlings for anyone starting a garden.',
    scene: 'seedlings',
    startInDays: -12,
    hour: 9,
    hours: 4,
    town: 'topeka',
    place: 'Topeka Farmers Market',
    members: ['marcus.b', 'priya.s'],
  },
];

const [BREATHING, SOIL] = LESSON_SOUNDS;

const TRAININGS: SectionAlbum[] = [
  {
    owner: 'casey.m',
    title: SECTION_FIXTURES.training,
    description: 'Five short lessons from choosing a pot to your first harvest.',
    scene: 'greenhouse',
    metaData: {
      lessons: [
        {
          lessonId: 'choose-a-pot',
          title: 'Choosing a pot',
          kind: 'TEXT',
          minutes: 3,
          text: 'Pick a pot at least 30 cm wide with drainage holes. Terracotta breathes; plastic keeps water longer.',
        },
        {
          lessonId: 'listen-soil',
          title: 'The soil mix, in one minute',
          kind: 'AUDIO',
          media: SOIL?.file,
          minutes: 1,
          text: 'Listen, then mix one part compost, one part coir and one part perlite.',
        },
        {
          lessonId: 'pot-up',
          title: 'Potting up a seedling',
          kind: 'VIDEO',
          media: 'lesson-potting-up.mp4',
          minutes: 1,
          text: 'Water the seedling first, ease it out of the tray by its leaves, never the stem, then plant it a little deeper than it grew and firm the soil around it.',
        },
        {
          lessonId: 'watering',
          title: 'Watering without drowning',
          kind: 'TEXT',
          minutes: 4,
          text: 'Water when the top 2 cm are dry, until it runs out of the bottom. Empty the saucer.',
        },
        {
          lessonId: 'first-harvest',
          title: 'Your first harvest',
          kind: 'TEXT',
          minutes: 3,
          text: 'Cut herbs above a leaf pair so they branch; pick tomatoes when they give slightly.',
        },
      ],
    },
  },
  {
    owner: 'priya.s',
    title: SECTION_FIXTURES.compostingTraining,
    description:
      'Turn kitchen scraps and fallen leaves into rich compost: a bin, the green-brown mix, and knowing when it is ready.',
    scene: 'harvest',
    metaData: {
      lessons: [
        {
          lessonId: 'compost-bin',
          title: 'Choosing a compost bin',
          kind: 'TEXT',
          minutes: 3,
          text: 'A bin about a metre across heats up well. Put it on bare soil in part shade, close to the kitchen.',
        },
        {
          lessonId: 'greens-browns',
          title: 'Greens and browns',
          kind: 'TEXT',
          minutes: 4,
          text: 'Mix one bucket of greens (scraps, grass clippings) with two of browns (dry leaves, cardboard). Sour smell or flies mean more browns.',
        },
        {
          lessonId: 'turn-and-water',
          title: 'Turning and watering',
          kind: 'TEXT',
          minutes: 3,
          text: 'Turn the pile every week or two and keep it as damp as a wrung-out sponge.',
        },
        {
          lessonId: 'finished-compost',
          title: 'When compost is ready',
          kind: 'TEXT',
          minutes: 2,
          text: 'Finished compost is dark, crumbly and smells of forest floor, usually after two to four months.',
        },
      ],
    },
  },
  {
    owner: 'priya.s',
    title: 'Mindful Gardening',
    description: 'Slow down in the garden: breathing, noticing and resting.',
    scene: 'ferns',
    metaData: {
      lessons: [
        {
          lessonId: 'breathe',
          title: 'Breathe with the chimes',
          kind: 'AUDIO',
          media: BREATHING?.file,
          minutes: 1,
          text: 'Breathe in on the rising notes and out on the falling ones.',
        },
        {
          lessonId: 'notice',
          title: 'Notice five things',
          kind: 'TEXT',
          minutes: 5,
          text: 'Name five things you can see, four you can hear and three you can touch in your garden.',
        },
      ],
    },
  },
];

async function idsByUsername(tx: Queryable): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; username: string }>(
    'SELECT min(id) AS id, username FROM accounts GROUP BY username',
  );
  return new Map(rows.map((row) => [row.username, row.id]));
}

async function addMembers(
  tx: Queryable,
  albumId: number,
  usernames: string[],
  members: Map<string, number>,
): Promise<void> {
  for (const username of usernames) {
    const id = members.get(username);
    if (id === undefined) continue;
    await tx.query(
      `INSERT INTO album_members (album_id, account_id) VALUES ($1, $2)
       ON CONFLICT (album_id, account_id) DO NOTHING`,
      [albumId, id],
    );
  }
  await tx.query(
    'UPDATE albums SET user_count = (SELECT count(*) FROM album_members WHERE album_id = $1) WHERE id = $1',
    [albumId],
  );
}

async function insertSectionAlbum(
  tx: Queryable,
  albumType: string,
  album: SectionAlbum,
  members: Map<string, number>,
  extra: Partial<Parameters<typeof insertAlbum>[1]> = {},
): Promise<number | undefined> {
  const ownerId = members.get(album.owner);
  if (ownerId === undefined) return undefined;
  const id = await insertAlbum(tx, {
    ownerId,
    albumType,
    title: album.title,
    description: album.description,
    cover: coverFile(album.scene),
    visibility: album.visibility ?? 'PUBLIC',
    metaData: album.metaData ?? {},
    ...extra,
  });
  await addMembers(tx, id, album.members ?? [], members);
  return id;
}

async function insertPost(
  tx: Queryable,
  ownerId: number,
  parent: { id: number; private: boolean },
  text: string,
  daysAgo: number,
): Promise<number> {
  return insertAlbum(tx, {
    ownerId,
    albumType: POST_ALBUM_TYPE,
    title: postTitle(text),
    description: text,
    parentAlbumId: parent.id,
    visibility: parent.private ? 'PRIVATE' : 'PUBLIC',
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
}

async function seedChannels(tx: Queryable, members: Map<string, number>): Promise<void> {
  for (const channel of CHANNELS) {
    const id = await insertSectionAlbum(tx, 'channel', channel, members);
    const ownerId = members.get(channel.owner);
    if (id === undefined || ownerId === undefined) continue;
    for (const [index, post] of channel.posts.entries()) {
      await insertPost(
        tx,
        ownerId,
        { id, private: false },
        // A post's title is its first line, so the card shows the title too.
        `${post.title}\n${post.text}`,
        index * 7 + 1,
      );
    }
  }
}

/** The comments on channel posts, when no channel post has any (like seedSocial's). */
async function seedChannelComments(tx: Queryable, members: Map<string, number>): Promise<void> {
  const existing = await tx.query(
    `SELECT 1 FROM notes n JOIN albums al ON al.id = n.album_id
      WHERE al.parent_album_id IS NOT NULL LIMIT 1`,
  );
  if (existing.length > 0) return;
  for (const post of CHANNELS.flatMap((channel) => channel.posts)) {
    const found = await tx.query<{ id: number }>(
      `SELECT id FROM albums WHERE title = $1 AND parent_album_id IS NOT NULL ORDER BY id LIMIT 1`,
      [post.title],
    );
    const postId = found[0]?.id;
    if (postId === undefined) continue;
    for (const [by, comment] of post.comments) {
      const author = members.get(by);
      if (author === undefined) continue;
      await tx.query('INSERT INTO notes (album_id, owner_id, comment) VALUES ($1, $2, $3)', [
        postId,
        author,
        comment,
      ]);
    }
    await tx.query(
      'UPDATE albums SET comments_count = (SELECT count(*) FROM notes WHERE album_id = $1) WHERE id = $1',
      [postId],
    );
  }
}

async function seedGroups(tx: Queryable, members: Map<string, number>): Promise<void> {
  for (const group of GROUPS) {
    const id = await insertSectionAlbum(tx, 'group', group, members);
    if (id === undefined) continue;
    for (const [index, post] of group.posts.entries()) {
      const by = members.get(post.by);
      if (by === undefined) continue;
      await insertPost(
        tx,
        by,
        { id, private: group.visibility === 'PRIVATE' },
        post.text,
        index + 2,
      );
    }
    if (group.visibility === 'PRIVATE') {
      const inviterId = members.get(group.owner);
      if (inviterId === undefined) continue;
      await insertInvite(tx, {
        token: PRIVATE_GROUP_INVITE_TOKEN,
        albumId: id,
        inviterId,
        // The demo link should keep working for as long as anyone runs the demo data.
        expiresAt: new Date(Date.now() + 3650 * DAY),
      });
    }
  }
}

/** The instant `hour`:00 falls in the events' time zone, `days` from today there. */
export function zonedStart(days: number, hour: number, timeZone: string, now = new Date()): Date {
  const day = new Date(now.getTime() + days * DAY);
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(day)
    .split('-')
    .map(Number);
  const guess = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hour);
  // The zone's offset at that moment: format the guess there and compare.
  const shown = new Date(new Date(guess).toLocaleString('en-US', { timeZone }));
  const asUtc = new Date(new Date(guess).toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess + (asUtc.getTime() - shown.getTime()));
}

async function seedEvents(tx: Queryable, members: Map<string, number>): Promise<void> {
  for (const event of EVENTS) {
    const start = zonedStart(event.startInDays, event.hour, DEMO_EVENT_TIME_ZONE);
    const town = TOWNS[event.town];
    await insertSectionAlbum(
      tx,
      'event',
      { ...event, metaData: { timeZone: DEMO_EVENT_TIME_ZONE } },
      members,
      {
        startDate: start,
        endDate: new Date(start.getTime() + event.hours * 60 * 60 * 1000),
        latitude: town.latitude,
        longitude: town.longitude,
        locationDescription: event.place,
      },
    );
  }
}

const seededLessons = (training: SectionAlbum): SeededLesson[] =>
  (training.metaData?.['lessons'] as SeededLesson[] | undefined) ?? [];

async function seedTrainings(tx: Queryable, members: Map<string, number>): Promise<void> {
  for (const training of TRAININGS) {
    await insertSectionAlbum(tx, 'training', training, members, {
      totalEpisodes: seededLessons(training).length,
    });
  }
}

/** A database seeded before a demo training existed (composting) gets it, once, by title. */
async function fillSeededTrainings(tx: Queryable, members: Map<string, number>): Promise<void> {
  const existing = await tx.query<{ title: string }>(
    "SELECT title FROM albums WHERE album_type = 'training'",
  );
  if (existing.length === 0) return;
  const titles = new Set(existing.map((row) => row.title));
  for (const training of TRAININGS) {
    if (titles.has(training.title)) continue;
    await insertSectionAlbum(tx, 'training', training, members, {
      totalEpisodes: seededLessons(training).length,
    });
  }
}

interface SeededLesson {
  lessonId: string;
}

/**
 * `lessons` with every seeded lesson it lacks put back in the seed's order: each missing
 * one goes right after the seeded lesson before it (or first). Lessons of the album's own,
 * and their order, stay as they are. Null when nothing is missing.
 */
export function withSeededLessons(lessons: unknown[], seeded: SeededLesson[]): unknown[] | null {
  const idOf = (lesson: unknown) =>
    typeof lesson === 'object' && lesson !== null && 'lessonId' in lesson
      ? lesson.lessonId
      : undefined;
  const merged = [...lessons];
  let added = false;
  seeded.forEach((lesson, index) => {
    if (merged.some((present) => idOf(present) === lesson.lessonId)) return;
    const previousId = seeded[index - 1]?.lessonId;
    const after = previousId === undefined ? -1 : merged.findIndex((l) => idOf(l) === previousId);
    merged.splice(after + 1, 0, lesson);
    added = true;
  });
  return added ? merged : null;
}

/**
 * A database seeded before a lesson joined the demo trainings (the video lesson did) gets
 * it on its next start, in its place, with the training's lesson count.
 */
async function fillSeededLessons(tx: Queryable, members: Map<string, number>): Promise<void> {
  for (const training of TRAININGS) {
    const ownerId = members.get(training.owner);
    if (ownerId === undefined) continue;
    const rows = await tx.query<{ id: number; meta_data: Record<string, unknown> }>(
      `SELECT id, meta_data FROM albums
        WHERE album_type = 'training' AND title = $1 AND owner_id = $2`,
      [training.title, ownerId],
    );
    for (const row of rows) {
      const listed = row.meta_data['lessons'];
      const lessons = withSeededLessons(
        Array.isArray(listed) ? listed : [],
        seededLessons(training),
      );
      if (!lessons) continue;
      await tx.query(
        `UPDATE albums SET meta_data = meta_data || jsonb_build_object('lessons', $2::jsonb),
                total_episodes = $3
          WHERE id = $1`,
        [row.id, JSON.stringify(lessons), lessons.length],
      );
    }
  }
}

const SECTIONS: [albumType: string, seed: typeof seedChannels][] = [
  ['channel', seedChannels],
  ['group', seedGroups],
  ['event', seedEvents],
  ['training', seedTrainings],
];

/** Seeds each section that has no albums yet (in a database that has members). */
export async function seedSections(tx: Queryable): Promise<void> {
  const members = await idsByUsername(tx);
  if (members.size === 0) return;
  for (const [albumType, seed] of SECTIONS) {
    const existing = await tx.query('SELECT 1 FROM albums WHERE album_type = $1 LIMIT 1', [
      albumType,
    ]);
    if (existing.length === 0) await seed(tx, members);
  }
  await seedChannelComments(tx, members);
  await fillSeededTrainings(tx, members);
  await fillSeededLessons(tx, members);
}
