// How often one member may write what reaches other members (issue 32): the one table of
// per-member limits, and how MEMBER_LIMITS in the environment changes it.

export type LimitUnit = 'minute' | 'hour' | 'day';

export const UNIT_MS: Record<LimitUnit, number> = {
  minute: 60_000,
  hour: 60 * 60_000,
  day: 24 * 60 * 60_000,
};

/** At most `max` in any one `per` (a fixed window that starts with the first of them). */
export interface LimitWindow {
  max: number;
  per: LimitUnit;
}

export const MEMBER_ACTIONS = [
  'posts',
  'comments',
  'chat-messages',
  'new-chats',
  'mentions',
  'reactions',
  'reports',
  'follows',
  'invitations',
  'link-previews',
  'searches',
  'order-changes',
  'push-devices',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export interface MemberLimit {
  /** What the member was doing, for "You are … too fast." */
  doing: string;
  /** What one write counts several of (members mentioned), for a write that asks too many. */
  counts?: string;
  windows: LimitWindow[];
}

const perMinute = (max: number): LimitWindow => ({ max, per: 'minute' });
const perHour = (max: number): LimitWindow => ({ max, per: 'hour' });
const perDay = (max: number): LimitWindow => ({ max, per: 'day' });

/**
 * The defaults: well above what a member writing by hand does, well below a script.
 * Mentions and invitations count each member named; a new chat is a one-to-one chat with
 * someone not talked to before, or a group.
 */
export const MEMBER_LIMITS: Record<MemberAction, MemberLimit> = {
  posts: { doing: 'posting', windows: [perMinute(10), perDay(100)] },
  comments: { doing: 'commenting', windows: [perMinute(30), perDay(1_000)] },
  'chat-messages': { doing: 'sending messages', windows: [perMinute(60), perDay(5_000)] },
  'new-chats': { doing: 'starting chats', windows: [perHour(10), perDay(50)] },
  mentions: { doing: 'mentioning members', counts: 'members mentioned', windows: [perHour(50)] },
  reactions: { doing: 'reacting', windows: [perMinute(120)] },
  reports: { doing: 'reporting', windows: [perHour(20)] },
  follows: { doing: 'following members', windows: [perMinute(30), perDay(300)] },
  invitations: { doing: 'inviting members', counts: 'members invited', windows: [perHour(50)] },
  // A read, but one that makes the server fetch pages elsewhere.
  'link-previews': { doing: 'asking for link previews', windows: [perMinute(60), perDay(2_000)] },
  // A read too, but seven full-text queries at once: a member typing pauses between words.
  searches: { doing: 'searching', windows: [perMinute(60), perDay(3_000)] },
  // A member cancelling, or a shop's staff moving orders on: each tells someone else.
  'order-changes': { doing: 'changing orders', windows: [perMinute(60), perDay(2_000)] },
  // Turning push on for a device (at most ten are kept).
  'push-devices': { doing: 'turning on notifications', windows: [perHour(20)] },
};

/** Windows per action that replace the table's; an empty list turns that limit off. */
export type MemberLimitOverrides = Partial<Record<MemberAction, LimitWindow[]>>;

/** The limits in force: the table with `overrides` over it, or none at all with 'off'. */
export function memberLimitsWith(
  overrides: MemberLimitOverrides | 'off',
): Record<MemberAction, MemberLimit> {
  return Object.fromEntries(
    MEMBER_ACTIONS.map((action) => {
      const limit = MEMBER_LIMITS[action];
      const windows = overrides === 'off' ? [] : (overrides[action] ?? limit.windows);
      return [action, { ...limit, windows }];
    }),
  ) as Record<MemberAction, MemberLimit>;
}

const isAction = (name: string): name is MemberAction =>
  (MEMBER_ACTIONS as readonly string[]).includes(name);

/**
 * `MEMBER_LIMITS`: empty for the table as it is, `off` for no per-member limits (test
 * stacks), or a comma list of `action=max/unit` (`posts=20/minute,posts=200/day`) and
 * `action=off`. An action listed gets exactly the windows listed for it.
 */
export function parseMemberLimits(value: string | undefined): MemberLimitOverrides | 'off' {
  const text = value?.trim() ?? '';
  if (text === '') return {};
  if (/^(off|false|0|no)$/i.test(text)) return 'off';
  const overrides: MemberLimitOverrides = {};
  for (const entry of text.split(',').map((part) => part.trim())) {
    const match = /^([a-z-]+)=(?:(off)|(\d{1,9})\/(minute|hour|day))$/.exec(entry);
    const action = match?.[1] ?? '';
    if (!match || !isAction(action)) {
      throw new Error(
        `MEMBER_LIMITS entries are action=max/minute|hour|day or action=off, with an action ` +
          `among ${MEMBER_ACTIONS.join(', ')}; got "${entry}"`,
      );
    }
    const windows = (overrides[action] ??= []);
    if (!match[2]) windows.push({ max: Number(match[3]), per: match[4] as LimitUnit });
  }
  return overrides;
}

const A_UNIT: Record<LimitUnit, string> = { minute: 'a minute', hour: 'an hour', day: 'a day' };

/**
 * Why one write that counts `count` at once (a post naming 60 members) could never pass,
 * however long the member waited; undefined when it fits in every window.
 */
export function tooManyAtOnce(limit: MemberLimit, count: number): string | undefined {
  const window = limit.windows.find((each) => count > each.max);
  if (!window) return undefined;
  const what = limit.counts ?? 'at once';
  return `${count.toLocaleString('en-US')} ${what} is more than the ${window.max.toLocaleString('en-US')} allowed ${A_UNIT[window.per]}.`;
}
