import { browsePath, type PathPart } from '../federation/browse-paths.ts';
import { sharedPaths } from '../federation/shared-paths.ts';

/** The /browse section whose detail page each album type opens on (SPEC §2). */
const DETAIL_SECTIONS: Record<string, string> = {
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
export function albumPath(albumType: string, albumId: PathPart): string {
  if (albumType === 'topic_category') return sharedPaths.topicsInCategory(albumId);
  const section = DETAIL_SECTIONS[albumType];
  return section ? browsePath(section, albumId) : sharedPaths.post(albumId);
}
