import { describe, expect, it } from 'vitest';
import { browsePath, withQuery } from '../browse-paths.ts';
import { sharedPaths } from '../shared-paths.ts';

describe('browsePath', () => {
  it('puts a section and its parts below /browse', () => {
    expect(browsePath('activity-wall')).toBe('/browse/activity-wall');
    expect(browsePath('quiz', 'detail', 4, 12)).toBe('/browse/quiz/detail/4/12');
  });

  it('escapes each part as a path segment', () => {
    expect(browsePath('topic', 'a/b c')).toBe('/browse/topic/a%2Fb%20c');
  });
});

describe('withQuery', () => {
  it('leaves out empty values and drops the ? when nothing is left', () => {
    expect(withQuery('/browse/chat', { chatId: 5, chatType: undefined, with: '' })).toBe(
      '/browse/chat?chatId=5',
    );
    expect(withQuery('/browse/chat', { chatId: null })).toBe('/browse/chat');
  });
});

describe('the pages other front ends link to', () => {
  it.each([
    [sharedPaths.wall(), '/browse/activity-wall'],
    [sharedPaths.post(9), '/browse/activity-detail/9'],
    [
      sharedPaths.chat({ chatId: 5, chatType: 'chat_group' }),
      '/browse/chat?chatId=5&chatType=chat_group',
    ],
    [sharedPaths.chat({ with: 7 }), '/browse/chat?with=7'],
    [sharedPaths.topicsInCategory(3), '/browse/topic?category=3'],
    [sharedPaths.product(55), '/browse/marketplace/product/55'],
    [sharedPaths.shop(21), '/browse/marketplace/retailer/21'],
    [sharedPaths.member(7), '/account/overview?otherUserProfileId=7'],
    [sharedPaths.tournament(7), '/browse/tournament/detail/7'],
    [sharedPaths.quizLevel(1, 2), '/browse/quiz/detail/1/2'],
    [sharedPaths.challenges({ opponentId: 8 }), '/browse/challenge?opponentId=8'],
    [sharedPaths.seeAll(new URLSearchParams({ title: 'News' })), '/browse/see-all?title=News'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});
