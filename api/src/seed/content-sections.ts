// The content sections members browse: news articles and pages, topics with threads and
// replies, video, audio, live streams and streaming, and the list sections (lists, custom
// lists, trails, notes, stories, schedules). Every album is inserted when no album of its
// type and title exists yet, so a database seeded before these sections existed gets them
// on its next start, and a fresh one gets them with the rest of the demo data.
import type { Queryable } from '../db/db.ts';
import { insertAlbum, type NewAlbum } from '../plugins/app/kernel/album-store.ts';
import { sanitizeRichText } from '../plugins/app/social/rich-text.ts';
import { FORUM_THREAD_TYPE } from '../plugins/app/social/rules.ts';
import { DEFAULT_APP_CONFIG } from '../plugins/app/platform/app-config-defaults.ts';
import { coverFile, type CoverScene } from './media-catalog.ts';
import { SECTION_TITLES } from './section-titles.ts';

export { SECTION_TITLES };

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface SectionAlbum {
  /** Names the album for links between seeded albums (metaData.albumIds). */
  key: string;
  by: string;
  type: string;
  title: string;
  description: string;
  scene: CoverScene;
  /** Days before now; all older than the wall's seeded posts, so the wall's top stays. */
  daysAgo: number;
  mediaType?: 'IMAGE' | 'AUDIO' | 'VIDEO';
  mediaFile?: string;
  body?: string;
  categories?: number[];
  metaData?: Record<string, unknown>;
  /** Keys of albums this one lists, in order (metaData.albumIds). */
  lists?: string[];
  startInHours?: number;
  endInHours?: number;
  replies?: { by: string; comment: string; hoursAgo: number }[];
}

const ALBUMS: SectionAlbum[] = [
  // News and pages: articles with rich text.
  {
    key: 'news-fall',
    by: 'casey.m',
    type: 'news',
    title: SECTION_TITLES.news,
    description: 'What to sow before the first frost, and what to leave for spring.',
    scene: 'autumn',
    daysAgo: 40,
    categories: [20, 25],
    body: `<h2>Sow now</h2><p>Garlic, spinach and winter rye all go in <strong>before mid-October</strong>. Mulch them well.</p><h3>Leave for spring</h3><ul><li>Tomatoes and peppers</li><li>Basil</li><li>Anything tender</li></ul><p>Questions? Ask in <a href="#/browse/topic">Topics</a>.</p>`,
  },
  {
    key: 'news-library',
    by: 'priya.s',
    type: 'news',
    title: 'Seed library volunteers wanted',
    description: 'Two hours a month sorting donated seeds in Lincoln.',
    scene: 'seedlings',
    daysAgo: 42,
    categories: [21, 25],
    body: `<p>The Lincoln seed library needs help <em>sorting and labelling</em> donated packets.</p><blockquote>Every packet you sort is a garden someone starts.</blockquote><p>Sign up at the front desk.</p>`,
  },
  {
    key: 'page-about',
    by: 'casey.m',
    type: 'page',
    title: SECTION_TITLES.page,
    description: 'Who we are and how the community works.',
    scene: 'prairie',
    daysAgo: 60,
    body: `<h2>Who we are</h2><p>Canopy is a community of growers, cooks and neighbours across the plains.</p><h3>How it works</h3><ol><li>Share what you grow.</li><li>Ask and answer in topics.</li><li>Meet up at events.</li></ol>`,
  },
  {
    key: 'page-guidelines',
    by: 'casey.m',
    type: 'page',
    title: 'Posting guidelines',
    description: 'Kindness, honesty and the law where you live.',
    scene: 'hills',
    daysAgo: 61,
    body: `<h2>Posting guidelines</h2><ul><li>Be kind and stay on topic.</li><li>No medical advice: share experiences, not prescriptions.</li><li>Follow the law where you live.</li></ul>`,
  },
  // Topics: threads first (topics list them), then topics, then categories.
  {
    key: 'thread-compost',
    by: 'dana.r',
    type: FORUM_THREAD_TYPE,
    title: SECTION_TITLES.thread,
    description: 'It smells sour and there are flies. Too many greens?',
    scene: 'harvest',
    daysAgo: 45,
    replies: [
      { by: 'priya.s', comment: 'Add dry leaves or shredded cardboard and turn it.', hoursAgo: 30 },
      { by: 'marcus.b', comment: 'Cover the top with straw for the flies.', hoursAgo: 6 },
    ],
  },
  {
    key: 'thread-worms',
    by: 'jonah.w',
    type: FORUM_THREAD_TYPE,
    title: 'Worm bin in a cold garage?',
    description: 'Will red wigglers survive a Kansas winter in an unheated garage?',
    scene: 'leaves',
    daysAgo: 47,
    replies: [{ by: 'elena.o', comment: 'Insulate the bin; keep it above 40°F.', hoursAgo: 50 }],
  },
  {
    key: 'thread-tea',
    by: 'maya.c',
    type: FORUM_THREAD_TYPE,
    title: 'Best herbs for winter tea',
    description: 'Looking for herbs that dry well for tea.',
    scene: 'herbs',
    daysAgo: 48,
    replies: [{ by: 'hannah.l', comment: 'Lemon balm and mint, dried on a screen.', hoursAgo: 20 }],
  },
  {
    key: 'topic-soil',
    by: 'priya.s',
    type: 'topic',
    title: SECTION_TITLES.topic,
    description: 'Compost, worms, cover crops and everything underground.',
    scene: 'seedlings',
    daysAgo: 70,
    categories: [20],
    lists: ['thread-compost', 'thread-worms'],
  },
  {
    key: 'topic-kitchen',
    by: 'hannah.l',
    type: 'topic',
    title: 'Kitchen and drying',
    description: 'Drying, storing and cooking with what you grow.',
    scene: 'harvest',
    daysAgo: 71,
    categories: [23],
    lists: ['thread-tea'],
  },
  {
    key: 'category-growing',
    by: 'casey.m',
    type: 'topic_category',
    title: SECTION_TITLES.topicCategory,
    description: 'Questions about soil, seeds and plants.',
    scene: 'greenhouse',
    daysAgo: 80,
    lists: ['topic-soil'],
  },
  {
    key: 'category-kitchen',
    by: 'casey.m',
    type: 'topic_category',
    title: 'In the kitchen',
    description: 'Recipes, drying and storing the harvest.',
    scene: 'herbs',
    daysAgo: 80,
    lists: ['topic-kitchen'],
  },
  // Video, audio, live streams and streaming.
  {
    key: 'video-loop',
    by: 'elena.o',
    type: 'video',
    title: SECTION_TITLES.video,
    description: 'Four seconds of the greenhouse test pattern, on repeat.',
    scene: 'greenhouse',
    daysAgo: 50,
    mediaType: 'VIDEO',
    mediaFile: 'video-garden-loop.mp4',
  },
  {
    key: 'video-beds',
    by: 'tyler.b',
    type: 'video',
    title: 'Raised beds in an afternoon',
    description: 'Cedar boards, screws and a level: the short version.',
    scene: 'gathering',
    daysAgo: 52,
    mediaType: 'VIDEO',
    mediaFile: 'video-garden-loop.mp4',
  },
  {
    key: 'audio-birds',
    by: 'grace.k',
    type: 'audio',
    title: SECTION_TITLES.audio,
    description: 'A short tune recorded for the start of the day.',
    scene: 'prairie',
    daysAgo: 53,
    mediaType: 'AUDIO',
    mediaFile: 'audio-morning-birds.wav',
  },
  {
    key: 'audio-chimes',
    by: 'maya.c',
    type: 'audio',
    title: 'Garden chimes',
    description: 'The wind chimes by the tomato bed.',
    scene: 'ferns',
    daysAgo: 54,
    mediaType: 'AUDIO',
    mediaFile: 'audio-garden-chimes.wav',
  },
  {
    key: 'live-harvest',
    by: 'casey.m',
    type: 'livestream',
    title: SECTION_TITLES.live,
    description: 'Live from the Topeka community garden: what to harvest this week.',
    scene: 'harvest',
    daysAgo: 55,
    mediaType: 'VIDEO',
    mediaFile: 'live-harvest-talk.m3u8',
    startInHours: -1,
    endInHours: 24 * 365,
  },
  {
    key: 'live-qa',
    by: 'priya.s',
    type: 'livestream',
    title: SECTION_TITLES.offline,
    description: 'Bring your questions about soil and seedlings.',
    scene: 'seedlings',
    daysAgo: 56,
    mediaType: 'VIDEO',
    startInHours: 24 * 400,
  },
  {
    key: 'streaming-radio',
    by: 'sam.o',
    type: 'streaming',
    title: SECTION_TITLES.streaming,
    description: 'An always-on stream of garden talk and music.',
    scene: 'hills',
    daysAgo: 57,
    mediaType: 'VIDEO',
    mediaFile: 'live-harvest-talk.m3u8',
  },
  {
    key: 'streaming-chimes',
    by: 'maya.c',
    type: 'streaming',
    title: 'Garden chimes, on repeat',
    description: 'The chimes, streamed all day.',
    scene: 'ferns',
    daysAgo: 58,
    mediaType: 'AUDIO',
    mediaFile: 'audio-garden-chimes.wav',
  },
  // Lists and their kin.
  {
    key: 'list-starter',
    by: 'casey.m',
    type: 'list',
    title: SECTION_TITLES.list,
    description: 'Read these first.',
    scene: 'sunflowers',
    daysAgo: 62,
    lists: ['page-about', 'news-fall', 'video-loop'],
  },
  {
    key: 'list-listen',
    by: 'grace.k',
    type: 'list',
    title: 'Things to listen to',
    description: 'Sounds from the community.',
    scene: 'river',
    daysAgo: 63,
    lists: ['audio-birds', 'audio-chimes'],
  },
  {
    key: 'customlist-weekend',
    by: 'dana.r',
    type: 'customlist',
    title: SECTION_TITLES.customlist,
    description: 'What I am reading this weekend.',
    scene: 'picnic',
    daysAgo: 64,
    lists: ['news-library', 'news-fall', 'page-guidelines'],
  },
  {
    key: 'trail-kaw',
    by: 'luis.r',
    type: 'trail',
    title: SECTION_TITLES.trail,
    description: 'Three miles along the river, with wildflowers all summer.',
    scene: 'river',
    daysAgo: 65,
    metaData: {
      stops: [
        { name: 'Boat ramp', description: 'Start here; parking and water.' },
        { name: 'Cottonwood bend', description: 'Shade and a bench.' },
        { name: 'Wildflower meadow', description: 'Coneflowers from June.' },
      ],
    },
  },
  {
    key: 'trail-gardens',
    by: 'dana.r',
    type: 'trail',
    title: 'Lawrence garden tour',
    description: 'Five front-yard gardens in one walk.',
    scene: 'herbs',
    daysAgo: 66,
    metaData: {
      stops: [
        { name: 'Vermont Street', description: 'Native prairie yard.' },
        { name: 'Ohio Street', description: 'Herb spiral.' },
      ],
    },
  },
  {
    key: 'note-swap',
    by: 'priya.s',
    type: 'note',
    title: SECTION_TITLES.note,
    description: 'Who brought what, and what is left.',
    scene: 'seedlings',
    daysAgo: 67,
    body: '<p>Forty people came. Left over: <strong>heirloom beans</strong> and marigolds.</p>',
  },
  {
    key: 'note-frost',
    by: 'sam.o',
    type: 'note',
    title: 'Frost dates to remember',
    description: 'Topeka averages, for planning.',
    scene: 'autumn',
    daysAgo: 68,
    body: '<ul><li>Last spring frost: mid-April</li><li>First fall frost: late October</li></ul>',
  },
  {
    key: 'story-tomato',
    by: 'hannah.l',
    type: 'story',
    title: SECTION_TITLES.story,
    description: 'From seed tray to sauce in five pictures.',
    scene: 'harvest',
    daysAgo: 69,
    metaData: {
      frames: [
        { caption: 'March: seeds in the tray.', scene: 'seedlings' },
        { caption: 'May: into the bed.', scene: 'greenhouse' },
        { caption: 'August: the harvest.', scene: 'harvest' },
      ],
    },
  },
  {
    key: 'story-sunflower',
    by: 'jonah.w',
    type: 'story',
    title: 'One tall flower, one summer',
    description: 'Watching a single plant grow taller than the fence.',
    scene: 'sunflowers',
    daysAgo: 70,
    metaData: {
      frames: [
        { caption: 'June: knee high.', scene: 'hills' },
        { caption: 'August: taller than me.', scene: 'sunflowers' },
      ],
    },
  },
  {
    key: 'schedule-garden',
    by: 'tyler.b',
    type: 'schedule',
    title: SECTION_TITLES.schedule,
    description: 'A week of work days at the Salina community garden.',
    scene: 'gathering',
    daysAgo: 71,
    metaData: {
      entries: [
        { day: 'Monday', time: '18:00', title: 'Weeding', place: 'North beds' },
        { day: 'Wednesday', time: '18:00', title: 'Compost turning', place: 'Compost bays' },
        { day: 'Saturday', time: '09:00', title: 'Harvest and potluck', place: 'Pavilion' },
      ],
    },
  },
  {
    key: 'schedule-market',
    by: 'luis.r',
    type: 'schedule',
    title: 'Farmers market stalls',
    description: 'Who is at the Manhattan market, and when.',
    scene: 'market',
    daysAgo: 72,
    metaData: {
      entries: [
        { day: 'Saturday', time: '08:00', title: 'Herb starts', place: 'Stall 4' },
        { day: 'Saturday', time: '10:00', title: 'Honey tasting', place: 'Stall 9' },
      ],
    },
  },
];

/** The seeded album types: each section's list page searches one of these. */
export const SECTION_ALBUM_TYPES = [...new Set(ALBUMS.map((album) => album.type))];

async function idsByUsername(tx: Queryable): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; username: string }>(
    'SELECT min(id) AS id, username FROM accounts GROUP BY username',
  );
  return new Map(rows.map((row) => [row.username, row.id]));
}

function toNewAlbum(
  album: SectionAlbum,
  ownerId: number,
  albumIds: Map<string, number>,
  now: number,
): NewAlbum {
  const createdAt = new Date(now - album.daysAgo * DAY);
  const lastReply = Math.min(...(album.replies ?? []).map((reply) => reply.hoursAgo));
  const metaData: Record<string, unknown> = {
    image_width: 1200,
    image_height: 800,
    is_published: true,
    ...album.metaData,
  };
  if (album.body) metaData['body_html'] = sanitizeRichText(album.body);
  if (album.mediaFile) metaData['media_file'] = album.mediaFile;
  if (album.lists) {
    metaData['albumIds'] = album.lists
      .map((key) => albumIds.get(key))
      .filter((id): id is number => id !== undefined);
  }
  const frames = metaData['frames'];
  if (Array.isArray(frames)) {
    metaData['frames'] = frames.map((frame: { caption: string; scene: CoverScene }) => ({
      caption: frame.caption,
      image: coverFile(frame.scene),
    }));
  }
  return {
    ownerId,
    albumType: album.type,
    title: album.title,
    description: album.description,
    cover: coverFile(album.scene),
    mediaType: album.mediaType ?? 'IMAGE',
    tags: album.type,
    metaData,
    categoryIds: album.categories ?? [],
    counts: { comments_count: album.replies?.length ?? 0, viewed_count: 40 + album.daysAgo },
    createdAt,
    updatedAt: Number.isFinite(lastReply) ? new Date(now - lastReply * HOUR) : createdAt,
    startDate: album.startInHours === undefined ? null : new Date(now + album.startInHours * HOUR),
    endDate: album.endInHours === undefined ? null : new Date(now + album.endInHours * HOUR),
  };
}

/**
 * Seeds every section album that is missing (by type and title), with its replies; then,
 * when the operator has never saved an app configuration, names the live stream in
 * livestreamAlbumIds so the Live badge has something to show.
 */
export async function seedContentSections(tx: Queryable): Promise<void> {
  const members = await idsByUsername(tx);
  const existing = await tx.query<{ id: number; album_type: string; title: string }>(
    'SELECT min(id) AS id, album_type, title FROM albums WHERE album_type = ANY($1::text[]) GROUP BY album_type, title',
    [SECTION_ALBUM_TYPES],
  );
  const found = new Map(existing.map((row) => [`${row.album_type}\n${row.title}`, row.id]));
  const albumIds = new Map<string, number>();
  const now = Date.now();
  for (const album of ALBUMS) {
    const already = found.get(`${album.type}\n${album.title}`);
    if (already !== undefined) {
      albumIds.set(album.key, already);
      continue;
    }
    const ownerId = members.get(album.by);
    if (ownerId === undefined) continue;
    albumIds.set(album.key, await insertAlbum(tx, toNewAlbum(album, ownerId, albumIds, now)));
  }
  // Replies go in wherever a thread has none, so they come back with the thread too.
  for (const album of ALBUMS) {
    const id = albumIds.get(album.key);
    if (id === undefined || !album.replies) continue;
    const notes = await tx.query('SELECT 1 FROM notes WHERE album_id = $1 LIMIT 1', [id]);
    if (notes.length > 0) continue;
    for (const reply of album.replies) {
      const by = members.get(reply.by);
      if (by === undefined) continue;
      const at = new Date(now - reply.hoursAgo * HOUR);
      await tx.query(
        'INSERT INTO notes (album_id, owner_id, comment, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)',
        [id, by, reply.comment, at],
      );
    }
  }
  const live = albumIds.get('live-harvest');
  const config = await tx.query('SELECT 1 FROM app_config WHERE id = 1');
  if (live !== undefined && config.length === 0) {
    await tx.query('INSERT INTO app_config (id, config) VALUES (1, $1::jsonb)', [
      JSON.stringify({ ...DEFAULT_APP_CONFIG, livestreamAlbumIds: [live] }),
    ]);
  }
}
