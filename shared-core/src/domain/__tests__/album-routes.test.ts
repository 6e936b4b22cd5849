import { describe, expect, it } from 'vitest';
import { albumPath } from '../album-routes.ts';

describe('albumPath', () => {
  it.each([
    ['channel', '/browse/channel/7'],
    ['group', '/browse/group/7'],
    ['event', '/browse/event/7'],
    ['training', '/browse/training-post/7'],
    ['news', '/browse/news/7'],
    ['page', '/browse/page/7'],
    ['livestream', '/browse/live-streams/7'],
    ['topic', '/browse/topic/7'],
    ['topic_post', '/browse/topic-post/7'],
    ['customlist', '/browse/customlist/7'],
  ])('opens a %s on its own page', (albumType, path) => {
    expect(albumPath(albumType, 7)).toBe(path);
  });

  it('opens a topic category on the topics page, filtered', () => {
    expect(albumPath('topic_category', 3)).toBe('/browse/topic?category=3');
  });

  it('opens any other album, a post among them, on the post page', () => {
    expect(albumPath('post', 9)).toBe('/browse/activity-detail/9');
  });
});
