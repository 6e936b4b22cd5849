import { albumPath, browsePath, type PathPart } from '@canopy/shared-core';
import type { SocialSection } from '../app/sections.ts';

export type { SocialSection };

/** A page in one of this remote's sections: one it does not declare fails the type-check. */
const at: (section: SocialSection, ...parts: PathPart[]) => string = browsePath;

/**
 * The addresses of the social remote's own pages. A page other front ends link to too
 * (the wall, a post, the chat…) is built by shared-core's sharedPaths, the shared
 * contract, wherever it is linked from, this remote included; an album's page by albumPath.
 */
export const socialPaths = {
  /** Album pages, for lists that take a link builder. */
  channel: (albumId: PathPart) => albumPath('channel', albumId),
  group: (albumId: PathPart) => albumPath('group', albumId),
  event: (albumId: PathPart) => albumPath('event', albumId),
  training: (albumId: PathPart) => albumPath('training', albumId),
  topicPost: (albumId: PathPart) => albumPath('topic_post', albumId),
  customList: (albumId: PathPart) => albumPath('customlist', albumId),
  influencers: () => at('influencer'),
  /** The posts carrying a #tag. */
  tag: (name: string) => at('tag', name),
  channels: () => at('channel'),
  channelPost: (albumId: PathPart) => at('channel-post', albumId),
  groups: () => at('group'),
  events: () => at('event'),
  trainings: () => at('training'),
  topics: () => at('topic'),
  topicCategories: () => at('topic', 'category'),
  /** A content section's list page (news, video, lists…). */
  section: (section: SocialSection) => at(section),
};
