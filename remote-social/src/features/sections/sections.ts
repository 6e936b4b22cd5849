import type { SocialSection } from '../../utils/paths.ts';

/** How a section's detail page shows an album. */
export type DetailKind = 'article' | 'media' | 'list' | 'trail' | 'story' | 'schedule';

export interface Section {
  /** The path below /browse of the list page; detail pages are `<path>/{id}`. */
  path: SocialSection;
  /** The album type (SPEC §3) its list page searches. */
  albumType: string;
  title: string;
  intro: string;
  detail: DetailKind;
  empty: string;
}

/** The album-backed sections with one list page and one detail page each. */
export const SECTIONS = {
  news: {
    path: 'news',
    albumType: 'news',
    title: 'News',
    intro: 'Articles and announcements from the community.',
    detail: 'article',
    empty: 'No news yet.',
  },
  page: {
    path: 'page',
    albumType: 'page',
    title: 'Pages',
    intro: 'About the community and how it works.',
    detail: 'article',
    empty: 'No pages yet.',
  },
  liveStreams: {
    path: 'live-streams',
    albumType: 'livestream',
    title: 'Live streams',
    intro: 'Watch the community live; streams on air now carry the Live badge.',
    detail: 'media',
    empty: 'No live streams are scheduled.',
  },
  video: {
    path: 'video',
    albumType: 'video',
    title: 'Video',
    intro: 'Short films from members.',
    detail: 'media',
    empty: 'No videos yet.',
  },
  audio: {
    path: 'audio',
    albumType: 'audio',
    title: 'Audio',
    intro: 'Sounds and recordings from members.',
    detail: 'media',
    empty: 'Nothing to listen to yet.',
  },
  streaming: {
    path: 'streaming',
    albumType: 'streaming',
    title: 'Streaming',
    intro: 'Always-on channels to watch or listen to.',
    detail: 'media',
    empty: 'No streams yet.',
  },
  list: {
    path: 'list',
    albumType: 'list',
    title: 'Lists',
    intro: 'Collections put together by the community.',
    detail: 'list',
    empty: 'No lists yet.',
  },
  customlist: {
    path: 'customlist',
    albumType: 'customlist',
    title: 'Custom lists',
    intro: 'Lists members made. Make your own and share it.',
    detail: 'list',
    empty: 'No custom lists yet.',
  },
  trail: {
    path: 'trail',
    albumType: 'trail',
    title: 'Trails',
    intro: 'Walks and tours, stop by stop.',
    detail: 'trail',
    empty: 'No trails yet.',
  },
  note: {
    path: 'note',
    albumType: 'note',
    title: 'Notes',
    intro: 'Short notes from members.',
    detail: 'article',
    empty: 'No notes yet.',
  },
  story: {
    path: 'story',
    albumType: 'story',
    title: 'Stories',
    intro: 'Stories told in pictures.',
    detail: 'story',
    empty: 'No stories yet.',
  },
  schedule: {
    path: 'schedule',
    albumType: 'schedule',
    title: 'Schedules',
    intro: 'What happens when, week by week.',
    detail: 'schedule',
    empty: 'No schedules yet.',
  },
} as const satisfies Record<string, Section>;

export type SectionKey = keyof typeof SECTIONS;
