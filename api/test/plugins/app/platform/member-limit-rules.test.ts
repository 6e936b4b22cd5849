import { describe, expect, it } from 'vitest';
import {
  MEMBER_LIMITS,
  memberLimitsWith,
  parseMemberLimits,
  tooManyAtOnce,
} from '../../../../src/plugins/app/platform/member-limit-rules.ts';

describe('the per-member limits table', () => {
  it('allows what a member writing by hand does, and no more', () => {
    const first = Object.fromEntries(
      Object.entries(MEMBER_LIMITS).map(([action, limit]) => [action, limit.windows]),
    );
    expect(first).toEqual({
      posts: [
        { max: 10, per: 'minute' },
        { max: 100, per: 'day' },
      ],
      comments: [
        { max: 30, per: 'minute' },
        { max: 1_000, per: 'day' },
      ],
      'chat-messages': [
        { max: 60, per: 'minute' },
        { max: 5_000, per: 'day' },
      ],
      'new-chats': [
        { max: 10, per: 'hour' },
        { max: 50, per: 'day' },
      ],
      mentions: [{ max: 50, per: 'hour' }],
      reactions: [{ max: 120, per: 'minute' }],
      reports: [{ max: 20, per: 'hour' }],
      follows: [
        { max: 30, per: 'minute' },
        { max: 300, per: 'day' },
      ],
      invitations: [{ max: 50, per: 'hour' }],
      'link-previews': [
        { max: 60, per: 'minute' },
        { max: 2_000, per: 'day' },
      ],
      searches: [
        { max: 60, per: 'minute' },
        { max: 3_000, per: 'day' },
      ],
      'push-devices': [{ max: 20, per: 'hour' }],
      'order-changes': [
        { max: 60, per: 'minute' },
        { max: 2_000, per: 'day' },
      ],
    });
  });

  it('takes changes per action, or none at all', () => {
    const changed = memberLimitsWith({ posts: [{ max: 2, per: 'minute' }], reports: [] });
    expect(changed.posts).toEqual({ doing: 'posting', windows: [{ max: 2, per: 'minute' }] });
    expect(changed.reports.windows).toEqual([]);
    expect(changed.comments).toEqual(MEMBER_LIMITS.comments);
    expect(Object.values(memberLimitsWith('off')).every((l) => l.windows.length === 0)).toBe(true);
  });
});

describe('parseMemberLimits (MEMBER_LIMITS)', () => {
  it('reads nothing as the table, off as no limits, and entries per action', () => {
    expect(parseMemberLimits(undefined)).toEqual({});
    expect(parseMemberLimits('  ')).toEqual({});
    expect(parseMemberLimits('off')).toBe('off');
    expect(parseMemberLimits('posts=20/minute, posts=500/day,reports=off')).toEqual({
      posts: [
        { max: 20, per: 'minute' },
        { max: 500, per: 'day' },
      ],
      reports: [],
    });
  });

  it('names what it cannot read', () => {
    expect(() => parseMemberLimits('posts=20')).toThrow(
      /action=max\/minute\|hour\|day.*"posts=20"/,
    );
    expect(() => parseMemberLimits('likes=5/minute')).toThrow(/"likes=5\/minute"/);
    expect(() => parseMemberLimits('posts=5/week')).toThrow(/"posts=5\/week"/);
  });
});

describe('tooManyAtOnce', () => {
  it('says when one write counts more than a window could ever allow', () => {
    expect(tooManyAtOnce(MEMBER_LIMITS.mentions, 50)).toBeUndefined();
    expect(tooManyAtOnce(MEMBER_LIMITS.mentions, 51)).toBe(
      '51 members mentioned is more than the 50 allowed an hour.',
    );
    expect(tooManyAtOnce({ doing: 'posting', windows: [] }, 1_000)).toBeUndefined();
  });
});
