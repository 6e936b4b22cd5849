/**
 * The demo images under api/media. The generator draws exactly these files and the seed
 * refers to them by name, so both stay in step.
 */
import type { Notes } from './sound.ts';

export interface Palette {
  sky: [string, string];
  ground: [string, string];
  accent: string;
  ink: string;
}

export type CoverScene =
  | 'prairie'
  | 'hills'
  | 'sunflowers'
  | 'leaves'
  | 'seedlings'
  | 'greenhouse'
  | 'gathering'
  | 'market'
  | 'mountains'
  | 'campfire'
  | 'river'
  | 'ferns'
  | 'herbs'
  | 'harvest'
  | 'picnic'
  | 'autumn';

export interface CoverArt {
  file: string;
  scene: CoverScene;
  label: string;
  palette: Palette;
}

export const COVERS: CoverArt[] = [
  cover(
    'prairie',
    'Prairie sunrise',
    ['#ffcf8b', '#ff8f6b'],
    ['#c9b458', '#7d8f3a'],
    '#fff2c2',
    '#4a3b1f',
  ),
  cover(
    'hills',
    'Tallgrass hills',
    ['#9fd3f2', '#e3f4ff'],
    ['#7fb069', '#3f7d4e'],
    '#f7f3c6',
    '#1f3b2a',
  ),
  cover(
    'sunflowers',
    'Sunflower field',
    ['#6ec6ff', '#d8f1ff'],
    ['#5a8f3c', '#2f5a27'],
    '#ffc93c',
    '#2b2b12',
  ),
  cover('leaves', 'Monstera', ['#e8f5e9', '#c8e6c9'], ['#2e7d32', '#1b5e20'], '#81c784', '#0d2b12'),
  cover(
    'seedlings',
    'Seedling trays',
    ['#fff8e1', '#ffecb3'],
    ['#8d6e63', '#5d4037'],
    '#66bb6a',
    '#3e2723',
  ),
  cover(
    'greenhouse',
    'Greenhouse',
    ['#b3e5fc', '#e1f5fe'],
    ['#9ccc65', '#558b2f'],
    '#ffffff',
    '#1b3a2f',
  ),
  cover(
    'gathering',
    'Community garden',
    ['#ffe0b2', '#fff3e0'],
    ['#8bc34a', '#4e7d2a'],
    '#ff7043',
    '#3b2414',
  ),
  cover(
    'market',
    'Farmers market',
    ['#fce4ec', '#fff1f5'],
    ['#a1887f', '#6d4c41'],
    '#ef5350',
    '#3b1f1f',
  ),
  cover(
    'mountains',
    'Front Range',
    ['#90caf9', '#e3f2fd'],
    ['#607d8b', '#37474f'],
    '#ffffff',
    '#102a43',
  ),
  cover(
    'campfire',
    'Campfire night',
    ['#1a237e', '#3949ab'],
    ['#263238', '#102027'],
    '#ffb74d',
    '#1a237e',
  ),
  cover(
    'river',
    'River bend',
    ['#b2ebf2', '#e0f7fa'],
    ['#81c784', '#388e3c'],
    '#4fc3f7',
    '#0b3140',
  ),
  cover(
    'ferns',
    'Fern study',
    ['#dcedc8', '#f1f8e9'],
    ['#33691e', '#1b4312'],
    '#aed581',
    '#10240a',
  ),
  cover(
    'herbs',
    'Windowsill herbs',
    ['#fff3e0', '#ffe0b2'],
    ['#bcaaa4', '#8d6e63'],
    '#7cb342',
    '#3e2723',
  ),
  cover(
    'harvest',
    'Harvest basket',
    ['#ffecb3', '#fff8e1'],
    ['#d7a86e', '#a0703c'],
    '#e65100',
    '#3b2410',
  ),
  cover(
    'picnic',
    'Picnic in the park',
    ['#b3e5fc', '#e1f5fe'],
    ['#9ccc65', '#689f38'],
    '#e53935',
    '#1b2a10',
  ),
  cover(
    'autumn',
    'Autumn canopy',
    ['#ffe0b2', '#ffccbc'],
    ['#a1502a', '#6d2f12'],
    '#ffb300',
    '#3b1a08',
  ),
];

function cover(
  scene: CoverScene,
  label: string,
  sky: [string, string],
  ground: [string, string],
  accent: string,
  ink: string,
): CoverArt {
  return { file: `cover-${scene}.svg`, scene, label, palette: { sky, ground, accent, ink } };
}

/**
 * The demo's sponsored tiles (albums of type ad, shown by see-all's adConfig): drawn like the
 * covers, each with its offer written on it.
 */
export const AD_COVERS: CoverArt[] = [
  {
    ...cover(
      'market',
      'Harvest week: 10% off',
      ['#ffe082', '#ffb74d'],
      ['#8d6e63', '#5d4037'],
      '#fff8e1',
      '#3e2723',
    ),
    file: 'ad-harvest-week.svg',
  },
  {
    ...cover(
      'greenhouse',
      'Order ahead, pick up in 20 min',
      ['#b2dfdb', '#e0f2f1'],
      ['#4db6ac', '#00695c'],
      '#e0f7fa',
      '#004d40',
    ),
    file: 'ad-pickup.svg',
  },
  {
    ...cover(
      'campfire',
      'Friday quiz night',
      ['#3949ab', '#7986cb'],
      ['#5d4037', '#3e2723'],
      '#ffcc80',
      '#fff8e1',
    ),
    file: 'ad-quiz-night.svg',
  },
];

export function coverFile(scene: CoverScene): string {
  return `cover-${scene}.svg`;
}

export interface AvatarArt {
  file: string;
  initials: string;
  colors: [string, string];
}

export function avatarFile(firstName: string, lastName: string): string {
  return `avatar-${firstName}-${lastName}.svg`.toLowerCase();
}

const AVATAR_COLORS: [string, string][] = [
  ['#2e7d32', '#66bb6a'],
  ['#00838f', '#4dd0e1'],
  ['#6a1b9a', '#ba68c8'],
  ['#c62828', '#ef5350'],
  ['#ef6c00', '#ffb74d'],
  ['#283593', '#7986cb'],
  ['#ad1457', '#f06292'],
  ['#4e342e', '#a1887f'],
  ['#00695c', '#4db6ac'],
  ['#9e9d24', '#d4e157'],
  ['#37474f', '#90a4ae'],
  ['#1565c0', '#64b5f6'],
];

/** Members with their own avatar; everyone else gets avatar-default.svg. */
export const AVATAR_PEOPLE: [string, string][] = [
  ['Dana', 'Rivera'],
  ['Casey', 'Morgan'],
  ['Marcus', 'Bell'],
  ['Priya', 'Shah'],
  ['Jonah', 'Whitfield'],
  ['Elena', 'Ortiz'],
  ['Sam', 'Okafor'],
  ['Hannah', 'Lindqvist'],
  ['Tyler', 'Brooks'],
  ['Maya', 'Chen'],
  ['Luis', 'Romero'],
  ['Grace', 'Kim'],
  ['Rowan', 'Hale'],
  ['Jordan', 'Reyes'],
];

export const AVATARS: AvatarArt[] = AVATAR_PEOPLE.map(([first, last], index) => ({
  file: avatarFile(first, last),
  initials: `${first[0] ?? ''}${last[0] ?? ''}`,
  colors: AVATAR_COLORS[index % AVATAR_COLORS.length] ?? ['#2e7d32', '#66bb6a'],
}));

export type LogoShape =
  'leaf' | 'sun' | 'wheat' | 'drop' | 'mountain' | 'star' | 'flower' | 'river';

export interface RetailerArt {
  slug: string;
  name: string;
  shape: LogoShape;
  colors: [string, string];
}

export const RETAILER_ART: RetailerArt[] = [
  { slug: 'prairie-leaf', name: 'Prairie Leaf Co.', shape: 'leaf', colors: ['#2e7d32', '#a5d6a7'] },
  {
    slug: 'high-plains',
    name: 'High Plains Apothecary',
    shape: 'wheat',
    colors: ['#8d6e63', '#ffe0b2'],
  },
  {
    slug: 'sunflower-wellness',
    name: 'Sunflower Wellness',
    shape: 'sun',
    colors: ['#f9a825', '#fff59d'],
  },
  {
    slug: 'cornhusker',
    name: 'Cornhusker Botanicals',
    shape: 'flower',
    colors: ['#c62828', '#ffcdd2'],
  },
  {
    slug: 'platte-river',
    name: 'Platte River Remedies',
    shape: 'river',
    colors: ['#0277bd', '#b3e5fc'],
  },
  {
    slug: 'mile-high',
    name: 'Mile High Greenhouse',
    shape: 'mountain',
    colors: ['#37474f', '#cfd8dc'],
  },
  {
    slug: 'front-range',
    name: 'Front Range Flower',
    shape: 'flower',
    colors: ['#6a1b9a', '#e1bee7'],
  },
  {
    slug: 'heartland-harvest',
    name: 'Heartland Harvest',
    shape: 'wheat',
    colors: ['#ef6c00', '#ffe0b2'],
  },
  {
    slug: 'tallgrass',
    name: 'Tallgrass Dispensary',
    shape: 'drop',
    colors: ['#00695c', '#b2dfdb'],
  },
  {
    slug: 'northern-lights',
    name: 'Northern Lights Cannabis Co.',
    shape: 'star',
    colors: ['#283593', '#c5cae9'],
  },
];

export const retailerLogoFile = (slug: string): string => `logo-${slug}.svg`;

export interface StorefrontArt {
  file: string;
  colors: [string, string, string];
}

export const STOREFRONTS: StorefrontArt[] = [
  { file: 'store-1.svg', colors: ['#e8f5e9', '#2e7d32', '#ffcc80'] },
  { file: 'store-2.svg', colors: ['#fff8e1', '#8d6e63', '#80cbc4'] },
  { file: 'store-3.svg', colors: ['#e3f2fd', '#1565c0', '#ffe082'] },
  { file: 'store-4.svg', colors: ['#fce4ec', '#ad1457', '#c5e1a5'] },
  { file: 'store-5.svg', colors: ['#f3e5f5', '#6a1b9a', '#ffcc80'] },
  { file: 'store-6.svg', colors: ['#e0f2f1', '#00695c', '#ffab91'] },
];

export type QuizMotif = 'leaf' | 'flask' | 'sprout' | 'scale' | 'bee' | 'trophy';

export interface QuizArt {
  slug: string;
  title: string;
  motif: QuizMotif;
  colors: [string, string];
}

export const QUIZ_ART: QuizArt[] = [
  { slug: 'plant-basics', title: 'Plant Basics', motif: 'leaf', colors: ['#2e7d32', '#c8e6c9'] },
  { slug: 'terpenes', title: 'Terpene Trivia', motif: 'flask', colors: ['#6a1b9a', '#e1bee7'] },
  {
    slug: 'grow-your-own',
    title: 'Grow Your Own',
    motif: 'sprout',
    colors: ['#558b2f', '#f0f4c3'],
  },
  { slug: 'know-the-law', title: 'Know the Law', motif: 'scale', colors: ['#1565c0', '#bbdefb'] },
  {
    slug: 'pollinators',
    title: 'Prairie Pollinators',
    motif: 'bee',
    colors: ['#f9a825', '#fff9c4'],
  },
  {
    slug: 'community',
    title: 'Community Challenge',
    motif: 'trophy',
    colors: ['#c62828', '#ffcdd2'],
  },
];

export const quizIconFile = (slug: string): string => `quiz-icon-${slug}.svg`;
export const quizBackgroundFile = (slug: string): string => `quiz-bg-${slug}.svg`;

export type ProductMotif =
  | 'bud'
  | 'preroll'
  | 'gummy'
  | 'chocolate'
  | 'cartridge'
  | 'tincture'
  | 'balm'
  | 'pipe'
  | 'grinder'
  | 'papers'
  | 'capsule';

/** Product pictures for the marketplace offers; `slug` is the product key in seed/marketplace. */
export interface ProductArt {
  slug: string;
  title: string;
  motif: ProductMotif;
  colors: [string, string];
}

export const PRODUCT_ART: ProductArt[] = [
  { slug: 'blue-dream', title: 'Blue Dream', motif: 'bud', colors: ['#3f51b5', '#c5cae9'] },
  { slug: 'prairie-sunset', title: 'Prairie Sunset', motif: 'bud', colors: ['#ef6c00', '#ffe0b2'] },
  {
    slug: 'northern-indica',
    title: 'Northern Nights',
    motif: 'bud',
    colors: ['#4a148c', '#d1c4e9'],
  },
  {
    slug: 'sativa-prerolls',
    title: 'Sativa Pre-rolls',
    motif: 'preroll',
    colors: ['#2e7d32', '#dcedc8'],
  },
  {
    slug: 'mini-prerolls',
    title: 'Mini Pre-rolls',
    motif: 'preroll',
    colors: ['#795548', '#efebe9'],
  },
  {
    slug: 'huckleberry-gummies',
    title: 'Huckleberry Gummies',
    motif: 'gummy',
    colors: ['#6a1b9a', '#f3e5f5'],
  },
  {
    slug: 'dark-chocolate',
    title: 'Dark Chocolate',
    motif: 'chocolate',
    colors: ['#4e342e', '#efebe9'],
  },
  {
    slug: 'live-resin-cart',
    title: 'Live Resin',
    motif: 'cartridge',
    colors: ['#f9a825', '#fff8e1'],
  },
  {
    slug: 'cbd-tincture',
    title: 'CBD Tincture',
    motif: 'tincture',
    colors: ['#00796b', '#e0f2f1'],
  },
  { slug: 'sleep-gummies', title: 'Sleep Gummies', motif: 'gummy', colors: ['#283593', '#e8eaf6'] },
  { slug: 'relief-balm', title: 'Relief Balm', motif: 'balm', colors: ['#0277bd', '#e1f5fe'] },
  { slug: 'glass-pipe', title: 'Spoon Pipe', motif: 'pipe', colors: ['#00838f', '#e0f7fa'] },
  { slug: 'grinder', title: 'Herb Grinder', motif: 'grinder', colors: ['#546e7a', '#eceff1'] },
  { slug: 'rolling-papers', title: 'Hemp Papers', motif: 'papers', colors: ['#8d6e63', '#fbe9e7'] },
  { slug: 'cbd-capsules', title: 'CBD Capsules', motif: 'capsule', colors: ['#c62828', '#ffebee'] },
];

export const productImageFile = (slug: string): string => `product-${slug}.svg`;

export const BRAND_FILES = ['logo.svg', 'favicon.svg', 'avatar-default.svg'] as const;

/** Every file the generator writes. */
export function allMediaFiles(): string[] {
  return [
    ...BRAND_FILES,
    ...AVATARS.map((avatar) => avatar.file),
    ...COVERS.map((art) => art.file),
    ...AD_COVERS.map((art) => art.file),
    ...RETAILER_ART.map((art) => retailerLogoFile(art.slug)),
    ...STOREFRONTS.map((art) => art.file),
    ...QUIZ_ART.flatMap((art) => [quizIconFile(art.slug), quizBackgroundFile(art.slug)]),
    ...PRODUCT_ART.map((art) => productImageFile(art.slug)),
  ];
}

/** Short demo sounds, drawn in code as WAV (see seed/sound.ts): a few notes each. */
export interface SoundClip extends Notes {
  file: string;
  title: string;
}

export const SOUND_CLIPS: SoundClip[] = [
  {
    file: 'audio-morning-birds.wav',
    title: 'Morning on the prairie',
    notes: [523.25, 659.25, 783.99, 659.25, 880, 783.99],
    noteSeconds: 0.35,
  },
  {
    file: 'audio-garden-chimes.wav',
    title: 'Garden chimes',
    notes: [392, 493.88, 587.33, 493.88, 392, 587.33],
    noteSeconds: 0.4,
  },
];

/**
 * Demo video, made once with ffmpeg by scripts/generate-demo-video.sh from its built-in
 * test pattern, text and tone (no camera, no download) and committed, all H.264 with AAC:
 * a 4 s MP4, a 6 s HLS stream in three segments and a 6 s training lesson.
 */
export const VIDEO_FILES = [
  'video-garden-loop.mp4',
  'lesson-potting-up.mp4',
  'live-harvest-talk.m3u8',
  'live-harvest-talk-0.ts',
  'live-harvest-talk-1.ts',
  'live-harvest-talk-2.ts',
] as const;
