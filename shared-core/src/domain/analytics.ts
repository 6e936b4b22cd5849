// SPEC §5/§7/§9: usage analytics events and the rules for building them.

export const ANALYTICS_ACTIONS = [
  'Clicked',
  'Viewed',
  'Liked',
  'Unliked',
  'Favorited',
  'Unfavorited',
  'Shared',
  'Watched',
  'Submitted',
  'COMPLETED',
] as const;

export const QUIZ_EVENTS = ['started', 'completed', 'correctAnswer', 'incorrectAnswer'] as const;
export type QuizEvent = (typeof QUIZ_EVENTS)[number];

export type DeviceType = 'Handheld' | 'Desktop';

// Phones and tablets both count as handheld.
const HANDHELD_USER_AGENT =
  /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|PlayBook|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|webOS/i;

export function deviceType(userAgent: string): DeviceType {
  return HANDHELD_USER_AGENT.test(userAgent) ? 'Handheld' : 'Desktop';
}

/** SPEC §9: the version string is the API base plus _1.0. */
export function appVersion(apiBase: string): string {
  return `${apiBase}_1.0`;
}

/** The exact text of SPEC §5 and §8, typo included: callers and logs match on it. */
export const MISSING_SECTION_OR_ACTION = 'section and action params are requried!';

export interface UsageEventInput {
  /** The screen or area the event belongs to; sent as `tag`. */
  section?: string;
  /** One of ANALYTICS_ACTIONS, or a QUIZ_EVENTS name for quiz play. */
  action?: string;
  apiBase: string;
  userAgent: string;
  deviceId: string;
  accountId?: number | null;
  aggregateColumn?: string;
  customMessage?: string;
  customId?: string | number;
  /** Epoch milliseconds; now when left out. */
  clientTime?: number;
}

/** The body of POST /sirqul/analytics/usage. */
export interface UsageEvent {
  tag: string;
  appVersion: string;
  deviceType: DeviceType;
  userAgent: string;
  deviceId: string;
  action: string;
  aggregateColumn?: string;
  clientTime: number;
  accountId?: number;
  customMessage?: string;
  customId?: string | number;
}

export function buildUsageEvent(input: UsageEventInput): UsageEvent {
  if (!input.section || !input.action) throw new Error(MISSING_SECTION_OR_ACTION);
  return {
    tag: input.section,
    appVersion: appVersion(input.apiBase),
    deviceType: deviceType(input.userAgent),
    userAgent: input.userAgent,
    deviceId: input.deviceId,
    action: input.action,
    aggregateColumn: input.aggregateColumn,
    clientTime: input.clientTime ?? Date.now(),
    accountId: input.accountId ?? undefined,
    customMessage: input.customMessage,
    customId: input.customId,
  };
}
