import { describe, expect, it } from 'vitest';
import { webRouteForDeepLink } from '../deep-links.ts';

describe('app-scheme links', () => {
  it.each([
    ['canopy://album/123', '/browse/activity-detail/123'],
    ['canopy://offer/55', '/browse/marketplace/product/55'],
    ['canopy://group/9', '/browse/group/9'],
    ['canopy://event/4', '/browse/event/4'],
    ['canopy://channel/2', '/browse/channel/2'],
    ['canopy://topic/3', '/browse/topic/3'],
    ['canopy://tournament/7', '/browse/tournament/detail/7'],
    ['canopy://quiz/1/2', '/browse/quiz/detail/1/2'],
    ['canopy://chat?chatId=5&chatType=chat_group', '/browse/chat?chatId=5&chatType=chat_group'],
    ['canopy://profile/8', '/account/overview?otherUserProfileId=8'],
  ])('%s → %s', (link, route) => {
    expect(webRouteForDeepLink(link)).toBe(route);
  });

  it('ignores the case of the scheme and name, and surrounding spaces', () => {
    expect(webRouteForDeepLink('  CANOPY://Album/123 ')).toBe('/browse/activity-detail/123');
  });
});

describe('legacy web paths', () => {
  it.each([
    ['/album/123', '/browse/activity-detail/123'],
    ['/offer/55', '/browse/marketplace/product/55'],
    ['/groups/9', '/browse/group/9'],
    ['/events/4', '/browse/event/4'],
    ['/profile/8', '/account/overview?otherUserProfileId=8'],
    ['/quiz/1/2', '/browse/quiz/detail/1/2'],
    ['https://old.example.com/groups/9', '/browse/group/9'],
    ['https://old.example.com/#/events/4', '/browse/event/4'],
    ['#/album/123', '/browse/activity-detail/123'],
  ])('%s → %s', (link, route) => {
    expect(webRouteForDeepLink(link)).toBe(route);
  });

  it('leaves links that are already web routes as they are', () => {
    expect(webRouteForDeepLink('/browse/marketplace')).toBe('/browse/marketplace');
    expect(webRouteForDeepLink('/account/overview?otherUserProfileId=3')).toBe(
      '/account/overview?otherUserProfileId=3',
    );
  });
});

describe('chat links', () => {
  it('keeps only a known chat type and a well-formed chat id', () => {
    expect(webRouteForDeepLink('canopy://chat?chatId=5&chatType=chat_single&x=1')).toBe(
      '/browse/chat?chatId=5&chatType=chat_single',
    );
    expect(webRouteForDeepLink('canopy://chat?chatId=5&chatType=evil')).toBe(
      '/browse/chat?chatId=5',
    );
    expect(webRouteForDeepLink('canopy://chat')).toBe('/browse/chat');
  });
});

describe('unknown links', () => {
  it.each([
    'canopy://nowhere/1',
    'canopy://album',
    'canopy://album/1/2',
    'canopy://quiz/1',
    'canopy://album/1%2F..%2Fadmin',
    '/unknown/1',
    'mailto:someone@example.com',
    'javascript:alert(1)',
    '',
    'https://',
  ])('%s → /coming', (link) => {
    expect(webRouteForDeepLink(link)).toBe('/coming');
  });
});
