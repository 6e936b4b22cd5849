/** The page under /browse each album type opens on (SPEC §2 sections and detail routes). */
const DETAIL_PATHS: Record<string, string> = {
  channel: 'channel',
  group: 'group',
  event: 'event',
  training: 'training-post',
  news: 'news',
  page: 'page',
  livestream: 'live-streams',
  video: 'video',
  audio: 'audio',
  streaming: 'streaming',
  list: 'list',
  customlist: 'customlist',
  trail: 'trail',
  note: 'note',
  story: 'story',
  schedule: 'schedule',
  topic: 'topic',
  topic_post: 'topic-post',
};

/** Where an album opens: its section's detail page, else the post page. */
export function albumPath(albumType: string, albumId: number): string {
  if (albumType === 'topic_category') return `/browse/topic?category=${albumId}`;
  const path = DETAIL_PATHS[albumType];
  return path ? `/browse/${path}/${albumId}` : `/browse/activity-detail/${albumId}`;
}
