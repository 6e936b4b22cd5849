// Evaluation cases for groups, channels, quiz packs, members and posts (demo data: api/src/seed).
import { VISIBILITY_FIXTURES as HIDDEN } from '../../src/seed/albums.ts';
import { SECTION_FIXTURES as S } from '../../src/seed/sections.ts';
import { PRIYA, PRODUCT_TYPES } from './case-names.ts';
import type { EvalCase } from './runner.ts';

export const GROUPS: EvalCase[] = [
  { intent: 'groups', ask: 'groups in Wichita', first: { type: 'GROUP', title: S.group } },
  {
    intent: 'groups',
    ask: 'what groups can I join?',
    first: { type: 'GROUP' },
    excludes: { titles: [S.privateGroup] },
  },
  {
    intent: 'groups',
    ask: 'foraging group',
    first: { type: 'GROUP', title: 'Front Range Foragers' },
  },
  {
    intent: 'groups',
    ask: 'is there a club for patio gardeners?',
    first: { type: 'GROUP', title: S.group },
  },
  {
    intent: 'groups',
    ask: 'seed savers group',
    excludes: { titles: [S.privateGroup] },
    says: ['no groups'],
  },
  {
    intent: 'groups',
    ask: 'seed savers group',
    member: PRIYA,
    first: { type: 'GROUP', title: S.privateGroup },
  },
  {
    intent: 'groups',
    ask: 'groups in Colorado',
    first: { type: 'GROUP', title: 'Front Range Foragers' },
    excludes: { titles: [S.group] },
  },
  { intent: 'groups', ask: 'community groups', first: { type: 'GROUP' } },
  { intent: 'groups', ask: 'gardening groups', first: { type: 'GROUP', title: S.group } },
];

export const CHANNELS: EvalCase[] = [
  {
    intent: 'channels',
    ask: 'channels about herbs',
    first: { type: 'CHANNEL', title: 'Kitchen Herb Channel' },
  },
  { intent: 'channels', ask: 'Which channels can I follow?', first: { type: 'CHANNEL' } },
  { intent: 'channels', ask: 'growers channel', first: { type: 'CHANNEL', title: S.channel } },
  {
    intent: 'channels',
    ask: 'kitchen channel',
    first: { type: 'CHANNEL', title: 'Kitchen Herb Channel' },
  },
  { intent: 'channels', ask: 'channels on sowing', first: { type: 'CHANNEL', title: S.channel } },
  {
    intent: 'channels',
    ask: 'show me channels',
    first: { type: 'CHANNEL' },
    excludes: PRODUCT_TYPES,
  },
  {
    intent: 'channels',
    ask: 'a channel about cooking with herbs',
    first: { type: 'CHANNEL', title: 'Kitchen Herb Channel' },
  },
  {
    intent: 'channels',
    ask: 'channels for growers on the plains',
    first: { type: 'CHANNEL', title: S.channel },
  },
  {
    intent: 'channels',
    ask: 'is there a channel about drying herbs?',
    first: { type: 'CHANNEL', title: 'Kitchen Herb Channel' },
  },
];

export const QUIZZES: EvalCase[] = [
  {
    intent: 'quizzes',
    ask: 'Is there a quiz about terpenes?',
    first: { type: 'QUIZ_PACK', title: 'Terpene Trivia' },
  },
  { intent: 'quizzes', ask: 'quiz packs', first: { type: 'QUIZ_PACK' }, excludes: PRODUCT_TYPES },
  { intent: 'quizzes', ask: 'what quizzes can I play', first: { type: 'QUIZ_PACK' } },
  {
    intent: 'quizzes',
    ask: 'trivia about pollinators',
    first: { type: 'QUIZ_PACK', title: 'Prairie Pollinators' },
  },
  {
    intent: 'quizzes',
    ask: 'a quiz about the law',
    first: { type: 'QUIZ_PACK', title: 'Know the Law' },
  },
  {
    intent: 'quizzes',
    ask: 'games about growing your own',
    first: { type: 'QUIZ_PACK', title: 'Grow Your Own' },
  },
  {
    intent: 'quizzes',
    ask: 'monthly challenge quiz',
    first: { type: 'QUIZ_PACK', title: 'Community Challenge' },
  },
  {
    intent: 'quizzes',
    ask: 'a quiz on plant basics',
    first: { type: 'QUIZ_PACK', title: 'Plant Basics' },
  },
  { intent: 'quizzes', ask: 'trivia games', first: { type: 'QUIZ_PACK' }, excludes: PRODUCT_TYPES },
];

export const MEMBERS: EvalCase[] = [
  { intent: 'members', ask: 'Marcus Bell', first: { type: 'PERSON', title: 'Marcus Bell' } },
  {
    intent: 'members',
    ask: 'members in Colorado',
    first: { type: 'PERSON' },
    only: ['Elena Ortiz', 'Maya Chen'],
  },
  {
    intent: 'members',
    ask: 'who lives in Topeka?',
    first: { type: 'PERSON' },
    only: ['Casey Morgan', 'Sam Okafor'],
  },
  { intent: 'members', ask: 'find Priya', first: { type: 'PERSON', title: 'Priya Shah' } },
  {
    intent: 'members',
    ask: 'people near me',
    first: { type: 'PERSON' },
    excludes: { titles: ['Dana Rivera', 'Elena Ortiz'] },
  },
  {
    intent: 'members',
    ask: 'members from Nebraska',
    first: { type: 'PERSON' },
    includes: ['Priya Shah', 'Hannah Lindqvist', 'Grace Kim'],
  },
  { intent: 'members', ask: 'Elena Ortiz', first: { type: 'PERSON', title: 'Elena Ortiz' } },
  { intent: 'members', ask: 'who is Grace Kim?', first: { type: 'PERSON', title: 'Grace Kim' } },
  { intent: 'members', ask: 'members in Wichita', first: { type: 'PERSON', title: 'Marcus Bell' } },
];

export const POSTS: EvalCase[] = [
  {
    intent: 'posts',
    ask: 'How do I dry basil?',
    required: true,
    first: { type: 'ALBUM', title: 'Drying basil so it keeps its colour' },
    excludes: { ...PRODUCT_TYPES, titles: ['Glass Spoon Pipe'] },
  },
  {
    intent: 'posts',
    ask: 'news from Wichita',
    first: { type: 'ALBUM', title: 'First frost is coming to Wichita' },
  },
  {
    intent: 'posts',
    ask: "What's new in the community?",
    first: { type: 'ALBUM' },
    excludes: PRODUCT_TYPES,
  },
  {
    intent: 'posts',
    ask: 'posts about greenhouses',
    first: { type: 'ALBUM' },
    includes: [
      'Elena Ortiz: greenhouse tours every Saturday',
      'Greenhouse build, part 1: the frame',
    ],
  },
  {
    intent: 'posts',
    ask: 'recipes',
    first: { type: 'ALBUM' },
    includes: ['Herb butter that keeps for a month'],
    excludes: PRODUCT_TYPES,
  },
  {
    intent: 'posts',
    ask: 'compost tea video',
    first: { type: 'ALBUM', title: 'Living Soil, episode 3: compost teas' },
  },
  {
    intent: 'posts',
    ask: 'How do I keep my compost from smelling?',
    first: { type: 'ALBUM', title: 'Is my compost too wet?' },
    excludes: PRODUCT_TYPES,
  },
  {
    intent: 'posts',
    ask: 'sandhill cranes',
    first: { type: 'ALBUM', title: 'Sandhill cranes over the Platte' },
  },
  {
    intent: 'posts',
    ask: 'posts about the farmers market',
    first: { type: 'ALBUM', title: 'Manhattan farmers market moves indoors' },
  },
  {
    intent: 'posts',
    ask: 'Kaw River cleanup',
    first: { type: 'ALBUM', title: HIDDEN.visibleDefaultOr },
  },
  {
    intent: 'posts',
    ask: HIDDEN.hiddenOrGrowers,
    excludes: { titles: [HIDDEN.hiddenOrGrowers, HIDDEN.hiddenAndInsiders] },
  },
  {
    intent: 'posts',
    ask: HIDDEN.hiddenOrGrowers,
    member: 'marcus.bell@canopy.test',
    first: { type: 'ALBUM', title: HIDDEN.hiddenOrGrowers },
  },
];
