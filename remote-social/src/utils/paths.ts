import { albumPath, browsePath, sharedPaths, type PathPart } from '@canopy/shared-core';
import type { SocialSection } from '../app/sections.ts';

export type { SocialSection };

/** A page in one of this remote's sections: one it does not declare fails the type-check. */
const at: (section: SocialSection, ...parts: PathPart[]) => string = browsePath;

/**
 * Every address the social remote's pages link to. Pages other front ends link to as well
 * come from shared-core (sharedPaths, and albumPath for an album's own page): that is the
 * shared contract, one builder per page. The others are this remote's own.
 */
export const socialPaths = {
  // Shared with the other front ends.
  wall: sharedPaths.wall,
  post: sharedPaths.post,
  chat: sharedPaths.chat,
  people: sharedPaths.people,
  seeAll: sharedPaths.seeAll,
  challenges: sharedPaths.challenges,
  channel: (albumId: PathPart) => albumPath('channel', albumId),
  group: (albumId: PathPart) => albumPath('group', albumId),
  event: (albumId: PathPart) => albumPath('event', albumId),
  training: (albumId: PathPart) => albumPath('training', albumId),
  topicPost: (albumId: PathPart) => albumPath('topic_post', albumId),
  customList: (albumId: PathPart) => albumPath('customlist', albumId),
  // This remote's own.
  discover: () => at('discover'),
  influencers: () => at('influencer'),
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
