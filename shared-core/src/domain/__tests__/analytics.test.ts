import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ACTIONS,
  QUIZ_EVENTS,
  appVersion,
  buildUsageEvent,
  deviceType,
} from '../analytics.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/604.1';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

const base = {
  apiBase: 'https://api.example.test/api',
  userAgent: desktop,
  deviceId: 'device-1',
};

describe('analytics constants', () => {
  it('lists the SPEC actions and quiz events', () => {
    // The SPEC's list, in its order.
    expect(ANALYTICS_ACTIONS.join(' ')).toBe(
      'Clicked Viewed Liked Unliked Favorited Unfavorited Shared Watched Submitted COMPLETED',
    );
    expect(QUIZ_EVENTS).toEqual(['started', 'completed', 'correctAnswer', 'incorrectAnswer']);
  });
});

describe('deviceType', () => {
  it.each([iphone, ipad, androidTablet])('phones and tablets are Handheld', (userAgent) => {
    expect(deviceType(userAgent)).toBe('Handheld');
  });

  it.each([desktop, mac, ''])('everything else is Desktop', (userAgent) => {
    expect(deviceType(userAgent)).toBe('Desktop');
  });
});

describe('appVersion', () => {
  it('is the API base plus _1.0', () => {
    expect(appVersion('https://api.example.test/api')).toBe('https://api.example.test/api_1.0');
  });
});

describe('buildUsageEvent', () => {
  it.each([
    { section: 'marketplace' },
    { action: 'Clicked' },
    { section: '', action: 'Clicked' },
    { section: 'marketplace', action: '' },
  ])('fails without both section and action: %o', (missing) => {
    expect(() => buildUsageEvent({ ...base, ...missing })).toThrow(
      new Error('section and action params are requried!'),
    );
  });

  it('builds the usage body with section as tag', () => {
    expect(
      buildUsageEvent({
        ...base,
        userAgent: iphone,
        section: 'marketplace',
        action: 'Viewed',
        accountId: 7,
        aggregateColumn: 'offerId',
        customMessage: 'Gummies',
        customId: 55,
        clientTime: 1_700_000_000_000,
      }),
    ).toEqual({
      tag: 'marketplace',
      appVersion: 'https://api.example.test/api_1.0',
      deviceType: 'Handheld',
      userAgent: iphone,
      deviceId: 'device-1',
      action: 'Viewed',
      aggregateColumn: 'offerId',
      clientTime: 1_700_000_000_000,
      accountId: 7,
      customMessage: 'Gummies',
      customId: 55,
    });
  });

  it('stamps the client time when none is given', () => {
    const before = Date.now();
    const { clientTime } = buildUsageEvent({ ...base, section: 'quiz', action: 'started' });
    expect(clientTime).toBeGreaterThanOrEqual(before);
    expect(clientTime).toBeLessThanOrEqual(Date.now());
  });
});
