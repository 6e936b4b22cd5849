import type { Queryable } from '../db/db.ts';
import { insertAlbum, type AlbumCount, type NewAlbum } from '../plugins/app/kernel/album-store.ts';
import { coverFile, type CoverScene } from './media-catalog.ts';
import { MEMBERS } from './members.ts';
import { TOWNS } from './places.ts';

export const CONTENT_CATEGORIES = [
  { id: 20, name: 'Growing' },
  { id: 21, name: 'Community' },
  { id: 22, name: 'Events' },
  { id: 23, name: 'Recipes' },
  { id: 24, name: 'Wellness' },
  { id: 25, name: 'Local news' },
] as const;

interface SeedPost {
  owner: string;
  type: string;
  title: string;
  description: string;
  scene: CoverScene;
  daysAgo: number;
  tags: string;
  categories?: number[];
  counts: [likes: number, comments: number, shares: number, favorites: number, views: number];
  metaData?: Record<string, unknown>;
  visibility?: 'PUBLIC' | 'PRIVATE';
  mediaType?: string;
  totalEpisodes?: number;
  startInDays?: number;
}

/**
 * Titles the tests rely on: which of these the demo member (audiences 1 and 2) can see
 * is the point of SPEC §4's visibility rule.
 */
export const VISIBILITY_FIXTURES = {
  hiddenOrGrowers: 'Growers Club seed swap sign-up',
  hiddenAndInsiders: 'Insiders preview: the spring marketplace',
  visibleAndLocals: 'Kansas Locals meetup in Lawrence',
  visibleDefaultOr: 'Kaw River cleanup crew',
  hiddenAndGrowersLocals: 'Growers and Locals soil workshop',
  privateAlbum: "Marcus's private grow journal",
  draftAlbum: 'Draft: Omaha spring events roundup',
  accessLocked: 'Growers Club lecture: living soil',
} as const;

const POSTS: SeedPost[] = [
  {
    owner: 'casey',
    type: 'news',
    title: 'Welcome to Canopy',
    description:
      'Canopy is live! Share what you are growing, find friendly shops near you and test your knowledge in the quiz packs. Say hi in the comments.',
    scene: 'prairie',
    daysAgo: 34,
    tags: 'announcement,welcome',
    categories: [21, 25],
    counts: [412, 96, 58, 77, 5310],
  },
  {
    owner: 'marcus',
    type: 'news',
    title: 'First frost is coming to Wichita',
    description:
      'Forecast says Thursday night. Bring the potted herbs inside and throw a sheet over anything still in the ground.',
    scene: 'autumn',
    daysAgo: 2,
    tags: 'weather,growing',
    categories: [20, 25],
    counts: [88, 23, 12, 9, 940],
  },
  {
    owner: 'priya',
    type: 'episodes',
    title: 'Living Soil, episode 3: compost teas',
    description:
      'We brew an aerated compost tea in a five-gallon bucket and talk about what actually makes a difference for root health.',
    scene: 'seedlings',
    daysAgo: 5,
    tags: 'video,soil,growing',
    categories: [20],
    counts: [156, 41, 19, 63, 2210],
    mediaType: 'VIDEO',
    totalEpisodes: 3,
  },
  {
    owner: 'elena',
    type: 'star',
    title: 'Elena Ortiz: greenhouse tours every Saturday',
    description:
      'I open my Denver greenhouse to visitors on Saturday mornings. Come see the drip irrigation setup and leave with a cutting.',
    scene: 'greenhouse',
    daysAgo: 9,
    tags: 'greenhouse,denver,tours',
    categories: [20, 22],
    counts: [203, 37, 28, 71, 3120],
  },
  {
    owner: 'jonah',
    type: 'news',
    title: 'Sunflowers along I-70 are at their peak',
    description:
      'Drove from Hays to Salina this morning and the fields are glowing. Best light is right after sunrise.',
    scene: 'sunflowers',
    daysAgo: 1,
    tags: 'photos,kansas',
    categories: [25],
    counts: [267, 31, 44, 52, 2890],
  },
  {
    owner: 'hannah',
    type: 'category',
    title: 'Kitchen corner',
    description: 'Recipes, infusions and snacks from the community, collected in one place.',
    scene: 'herbs',
    daysAgo: 21,
    tags: 'recipes',
    categories: [23],
    counts: [74, 12, 8, 40, 1330],
  },
  {
    owner: 'hannah',
    type: 'news',
    title: 'Herb butter that keeps for a month',
    description:
      'Slow and low is the whole secret: two hours at the lowest setting, strain through cheesecloth, then into ice-cube trays.',
    scene: 'harvest',
    daysAgo: 6,
    tags: 'recipes,kitchen',
    categories: [23],
    counts: [190, 58, 33, 120, 2760],
  },
  {
    owner: 'casey',
    type: 'brand',
    title: 'Prairie Leaf Co.',
    description:
      'Family-run shops in Lawrence, Topeka and Manhattan. Friendly staff, a big accessories wall and weekly education nights.',
    scene: 'leaves',
    daysAgo: 28,
    tags: 'brand,shop',
    categories: [21],
    counts: [132, 18, 14, 66, 1980],
    metaData: { cta_linkto: { url: '/browse/marketplace' } },
  },
  {
    owner: 'casey',
    type: 'brand',
    title: 'Mile High Greenhouse',
    description:
      'Denver and Boulder. Known for their seedling program and their terpene tasting bar.',
    scene: 'mountains',
    daysAgo: 26,
    tags: 'brand,shop,colorado',
    categories: [21],
    counts: [98, 11, 9, 45, 1510],
    metaData: { cta_linkto: { url: '/browse/marketplace' } },
  },
  {
    owner: 'tyler',
    type: 'news',
    title: 'Salina community garden has open plots',
    description:
      'Six raised beds are free for the season. Water and tools provided, just show up on Saturday to claim one.',
    scene: 'gathering',
    daysAgo: 11,
    tags: 'community,garden,salina',
    categories: [21, 22],
    counts: [61, 14, 22, 10, 870],
  },
  {
    owner: 'maya',
    type: 'series',
    title: 'Houseplant rescue',
    description:
      'A weekly series where I nurse thrift-store plants back to health. This week: a very sad monstera.',
    scene: 'ferns',
    daysAgo: 14,
    tags: 'series,houseplants',
    categories: [20],
    counts: [144, 29, 17, 58, 2050],
    totalEpisodes: 6,
  },
  {
    owner: 'luis',
    type: 'news',
    title: 'Manhattan farmers market moves indoors',
    description:
      'From November the Saturday market runs inside the old depot. Same vendors, plus hot cider.',
    scene: 'market',
    daysAgo: 8,
    tags: 'market,manhattan',
    categories: [22, 25],
    counts: [57, 9, 15, 12, 760],
  },
  {
    owner: 'grace',
    type: 'news',
    title: 'Sandhill cranes over the Platte',
    description:
      'Half a million cranes stop near Kearney every spring. The viewing blinds open at dawn; bring a thermos.',
    scene: 'river',
    daysAgo: 17,
    tags: 'nature,nebraska',
    categories: [25],
    counts: [221, 27, 39, 48, 3040],
  },
  {
    owner: 'sam',
    type: 'charities',
    title: 'Topeka food bank harvest drive',
    description:
      'Drop extra garden produce at any Prairie Leaf location this month. Every pound goes to the Topeka food bank.',
    scene: 'harvest',
    daysAgo: 12,
    tags: 'charity,topeka',
    categories: [21],
    counts: [118, 16, 41, 20, 1420],
  },
  {
    owner: 'elena',
    type: 'episodes',
    title: 'Greenhouse build, part 1: the frame',
    description:
      'Cedar frame, polycarbonate panels and a lot of patience. Full materials list in the comments.',
    scene: 'greenhouse',
    daysAgo: 24,
    tags: 'video,build',
    categories: [20],
    counts: [176, 52, 24, 81, 2630],
    mediaType: 'VIDEO',
    totalEpisodes: 4,
  },
  {
    owner: 'priya',
    type: 'news',
    title: 'Lincoln seed library reopens',
    description:
      'Take a packet, leave a packet. Heirloom tomatoes and native wildflowers are back in stock.',
    scene: 'seedlings',
    daysAgo: 19,
    tags: 'seeds,lincoln',
    categories: [21, 25],
    counts: [83, 10, 19, 30, 1120],
  },
  {
    owner: 'marcus',
    type: 'customlist',
    title: 'Best patios in Wichita',
    description: 'Where to sit outside with friends this fall. Add your favorite in the comments.',
    scene: 'picnic',
    daysAgo: 15,
    tags: 'list,wichita',
    categories: [21],
    counts: [49, 22, 7, 18, 640],
  },
  {
    owner: 'jonah',
    type: 'news',
    title: 'Storm chasing from the porch',
    description: 'Big supercell rolled past Hays last night. Nothing beats a prairie sky.',
    scene: 'hills',
    daysAgo: 27,
    tags: 'weather,photos',
    categories: [25],
    counts: [95, 13, 21, 14, 1280],
  },
  {
    owner: 'maya',
    type: 'news',
    title: 'Campfire stories night in Boulder',
    description: 'Bring a chair and a story. Friday at sundown by the creek, marshmallows on us.',
    scene: 'campfire',
    daysAgo: 4,
    tags: 'event,boulder',
    categories: [22],
    counts: [72, 19, 11, 26, 980],
    startInDays: 3,
  },
  {
    owner: 'grace',
    type: 'star',
    title: 'Grace Kim: wildflower photographer',
    description:
      'I shoot native prairie flowers across Nebraska. Prints go to support the prairie conservancy.',
    scene: 'sunflowers',
    daysAgo: 31,
    tags: 'photography,nebraska',
    categories: [21],
    counts: [165, 20, 26, 59, 2340],
  },
  {
    owner: 'dana',
    type: 'news',
    title: 'My balcony garden, month two',
    description:
      'Basil is out of control, the peppers finally flowered and the lavender survived the wind. Lawrence summers are no joke.',
    scene: 'herbs',
    daysAgo: 3,
    tags: 'balcony,growing',
    categories: [20],
    counts: [54, 12, 3, 9, 410],
  },
  {
    owner: 'dana',
    type: 'news',
    title: 'Picnic at South Park this Sunday',
    description: 'Kansas Locals, come hang out! I will bring lemonade and a frisbee.',
    scene: 'picnic',
    daysAgo: 10,
    tags: 'event,lawrence',
    categories: [21, 22],
    counts: [37, 15, 6, 4, 300],
  },
  {
    owner: 'dana',
    type: 'customlist',
    title: "Dana's favorite shops",
    description: 'The places I keep going back to, from Lawrence to Denver.',
    scene: 'market',
    daysAgo: 16,
    tags: 'list,shops',
    categories: [21],
    counts: [21, 4, 2, 6, 150],
    metaData: { albumIds: [] },
  },
  // Visibility fixtures (SPEC §4).
  {
    owner: 'priya',
    type: 'news',
    title: VISIBILITY_FIXTURES.hiddenOrGrowers,
    description: 'Growers Club members: add your spare seeds to the sheet before the swap.',
    scene: 'seedlings',
    daysAgo: 7,
    tags: 'seeds,growers',
    categories: [20],
    counts: [33, 8, 2, 5, 210],
    metaData: { visibility_tag_ids: [3], visibility_filter_operator: 'or' },
  },
  {
    owner: 'casey',
    type: 'news',
    title: VISIBILITY_FIXTURES.hiddenAndInsiders,
    description:
      'A first look at the new marketplace layout. Please keep it to yourselves for now.',
    scene: 'market',
    daysAgo: 2,
    tags: 'preview',
    categories: [25],
    counts: [12, 3, 0, 2, 60],
    metaData: { visibility_tag_ids: '1,4', visibility_filter_operator: 'and' },
  },
  {
    owner: 'sam',
    type: 'news',
    title: VISIBILITY_FIXTURES.visibleAndLocals,
    description: 'Kansas Locals: coffee and a walk along Mass Street, Saturday at ten.',
    scene: 'gathering',
    daysAgo: 6,
    tags: 'event,lawrence',
    categories: [21, 22],
    counts: [26, 7, 4, 3, 180],
    metaData: { visibility_tag_ids: [1, 2], visibility_filter_operator: 'and' },
  },
  {
    owner: 'luis',
    type: 'news',
    title: VISIBILITY_FIXTURES.visibleDefaultOr,
    description: 'Gloves and bags provided. We meet at the boat ramp in Lawrence at nine.',
    scene: 'river',
    daysAgo: 13,
    tags: 'volunteer,river',
    categories: [21, 22],
    counts: [44, 6, 13, 7, 330],
    metaData: { visibility_tag_ids: ['2', '9'] },
  },
  {
    owner: 'marcus',
    type: 'news',
    title: VISIBILITY_FIXTURES.hiddenAndGrowersLocals,
    description: 'For members of both Growers Club and Kansas Locals: hands-on soil testing.',
    scene: 'seedlings',
    daysAgo: 9,
    tags: 'workshop,soil',
    categories: [20, 22],
    counts: [18, 2, 1, 4, 90],
    metaData: { visibility_tag_ids: [2, 3], visibility_filter_operator: 'AND' },
  },
  {
    owner: 'marcus',
    type: 'news',
    title: VISIBILITY_FIXTURES.privateAlbum,
    description: 'Notes to self: pH readings and feeding schedule.',
    scene: 'leaves',
    daysAgo: 1,
    tags: 'journal',
    counts: [0, 0, 0, 0, 3],
    visibility: 'PRIVATE',
  },
  {
    owner: 'hannah',
    type: 'news',
    title: VISIBILITY_FIXTURES.draftAlbum,
    description: 'Work in progress, not ready to share.',
    scene: 'market',
    daysAgo: 1,
    tags: 'draft',
    counts: [0, 0, 0, 0, 1],
    metaData: { is_published: false },
  },
  {
    owner: 'priya',
    type: 'episodes',
    title: VISIBILITY_FIXTURES.accessLocked,
    description:
      'Recording of the Growers Club talk on building living soil. Members of the club only.',
    scene: 'ferns',
    daysAgo: 18,
    tags: 'video,soil,growers',
    categories: [20],
    counts: [39, 5, 2, 12, 240],
    mediaType: 'VIDEO',
    totalEpisodes: 1,
    metaData: { access_locked: true, access_tag_ids: [3], access_filter_operator: 'or' },
  },
];

interface SeedChat {
  title: string;
  daysAgo: number;
  messages: [role: 'user' | 'assistant', text: string][];
}

const CHATS: SeedChat[] = [
  {
    title: 'Overwintering herbs indoors',
    daysAgo: 1,
    messages: [
      ['user', 'Can I keep my basil and rosemary alive indoors over the winter?'],
      [
        'assistant',
        'Yes. Rosemary does well in a cool, bright window; basil wants warmth and at least six hours of light, so a small grow light helps. Water less than in summer.',
      ],
      ['user', 'How cold is too cold for the basil?'],
      [
        'assistant',
        'Basil suffers below about 50°F (10°C). Keep it away from drafty glass at night.',
      ],
    ],
  },
  {
    title: 'Shops open late near Lawrence',
    daysAgo: 4,
    messages: [
      ['user', 'Which shops near Lawrence are open after 8pm?'],
      [
        'assistant',
        'Prairie Leaf Co. on Massachusetts Street is open until 9pm Monday to Saturday, and Tallgrass Dispensary in Topeka stays open until 10pm on Fridays.',
      ],
    ],
  },
  {
    title: 'What are terpenes?',
    daysAgo: 9,
    messages: [
      ['user', 'What are terpenes, in plain words?'],
      [
        'assistant',
        'They are the aromatic compounds that give plants their smell: limonene smells like citrus, linalool like lavender, pinene like pine needles.',
      ],
      ['user', 'Is there a quiz about them?'],
      ['assistant', 'Try the Terpene Trivia pack in Quizzes. Level one is a gentle start.'],
    ],
  },
  {
    title: 'Planning a community garden day',
    daysAgo: 15,
    messages: [
      ['user', 'Help me plan a Saturday work day for our community garden.'],
      [
        'assistant',
        'Start at 9 with coffee and a five-minute safety talk, split into weeding, compost and watering teams, break at 11, and finish with a potluck at noon.',
      ],
    ],
  },
];

/** The demo's sponsored tiles (see-all's adConfig), with pictures of their own (AD_COVERS). */
const ADS = [
  {
    title: 'Harvest week at Sunflower Wellness',
    description: '10% off flower and pre-rolls this week, in the shop and for pickup.',
    cover: 'ad-harvest-week.svg',
    url: '/browse/marketplace',
  },
  {
    title: 'Order ahead, pick up in 20 minutes',
    description: 'Fill your cart at home and collect it at the counter.',
    cover: 'ad-pickup.svg',
    url: '/browse/marketplace',
  },
  {
    title: 'Friday quiz night',
    description: 'Play the garden quiz with the community and win badges.',
    cover: 'ad-quiz-night.svg',
    url: '/browse/quiz',
  },
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedAlbums(tx: Queryable, memberIds: Map<string, number>): Promise<void> {
  for (const category of CONTENT_CATEGORIES) {
    await tx.query(
      `INSERT INTO categories (id, name, kind) OVERRIDING SYSTEM VALUE VALUES ($1, $2, 'CONTENT')`,
      [category.id, category.name],
    );
  }
  const now = Date.now();
  const ownerOf = (key: string): number => {
    const id = memberIds.get(key);
    if (id === undefined) throw new Error(`Unknown seed member ${key}`);
    return id;
  };
  const townOf = (key: string) => {
    const entry = MEMBERS.find((candidate) => candidate.key === key);
    return TOWNS[entry?.town ?? 'lebanon'];
  };

  for (const [index, post] of POSTS.entries()) {
    const town = townOf(post.owner);
    const [likes, comments, shares, favorites, views] = post.counts;
    const counts: Partial<Record<AlbumCount, number>> = {
      like_count: likes,
      comments_count: comments,
      shared_count: shares,
      favorite_count: favorites,
      viewed_count: views,
      clicked_count: Math.round(views / 4),
      user_count: Math.max(1, Math.round(likes / 3)),
    };
    // Hours differ per post so the activity wall has a stable, natural order.
    const createdAt = new Date(now - post.daysAgo * DAY - (index % 7) * 3_600_000);
    const album: NewAlbum = {
      ownerId: ownerOf(post.owner),
      albumType: post.type,
      title: post.title,
      description: post.description,
      cover: coverFile(post.scene),
      mediaType: post.mediaType ?? 'IMAGE',
      tags: post.tags,
      visibility: post.visibility ?? 'PUBLIC',
      metaData: { image_width: 1200, image_height: 800, is_published: true, ...post.metaData },
      categoryIds: post.categories ?? [],
      latitude: town.latitude,
      longitude: town.longitude,
      locationDescription: `${town.city}, ${town.state}`,
      totalEpisodes: post.totalEpisodes ?? 0,
      assetCount: 1,
      counts,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 2 * 3_600_000),
      startDate: post.startInDays === undefined ? null : new Date(now + post.startInDays * DAY),
    };
    await insertAlbum(tx, album);
  }

  // Sponsored tiles, placed by the operator (Casey): each names where it leads.
  for (const [index, ad] of ADS.entries()) {
    await insertAlbum(tx, {
      ownerId: ownerOf('casey'),
      albumType: 'ad',
      title: ad.title,
      description: ad.description,
      cover: ad.cover,
      metaData: { is_published: true, cta_linkto: { url: ad.url } },
      createdAt: new Date(now - (index + 1) * DAY),
    });
  }

  const dana = ownerOf('dana');
  for (const chat of CHATS) {
    const startedAt = now - chat.daysAgo * DAY;
    const messages = chat.messages.map(([role, text], position) => ({
      role,
      text,
      at: new Date(startedAt + position * 90_000).toISOString(),
    }));
    const last = messages[messages.length - 1];
    await insertAlbum(tx, {
      ownerId: dana,
      albumType: 'chat_bot',
      title: chat.title,
      description: last ? last.text.slice(0, 140) : '',
      cover: null,
      mediaType: 'IMAGE',
      visibility: 'PRIVATE',
      publicPermissions: { read: false, write: false, delete: false, add: false },
      metaData: { messages },
      createdAt: new Date(startedAt),
      updatedAt: new Date(startedAt + messages.length * 90_000),
    });
  }
}
