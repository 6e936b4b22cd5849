// The review queue, sanctions and moderation settings (issue 35) as the console reads them.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { FlagReason } from './flags.ts';
import { Reason, RoleName } from './staff.ts';

export const QUEUE_ACTIONS = ['dismiss', 'hide', 'delete', 'warn', 'suspend', 'ban'] as const;
export type QueueActionName = (typeof QUEUE_ACTIONS)[number];

/** The longest suspension a moderator gives at once. */
export const MAX_SUSPENSION_DAYS = 365;

export const ModerationKindName = Type.Union(
  [
    Type.Literal('ALBUM'),
    Type.Literal('NOTE'),
    Type.Literal('CHAT_MESSAGE'),
    Type.Literal('REVIEW'),
    Type.Literal('ACCOUNT'),
  ],
  { description: 'A post, a comment, a chat message, a review or a member profile' },
);

export const ModerationStateName = Type.Union(
  [
    Type.Literal('VISIBLE'),
    Type.Literal('UNDER_REVIEW'),
    Type.Literal('HIDDEN'),
    Type.Literal('REMOVED'),
  ],
  {
    description:
      'VISIBLE to all; UNDER_REVIEW (reported past the threshold, or held) and HIDDEN only ' +
      'to the author; REMOVED to nobody',
  },
);

const Epoch = Type.Integer({ description: 'Epoch milliseconds' });

export const QueueReport = Type.Object({
  reporterId: Type.Integer(),
  reporterDisplay: Type.String(),
  reason: Nullable(FlagReason),
  description: Type.String(),
  createdAt: Epoch,
});

/** One line of the item's context: a post, a comment of its thread, a chat line. */
export const ContextLine = Type.Object({
  id: Type.Integer(),
  authorId: Type.Integer(),
  authorDisplay: Type.String(),
  text: Type.String(),
  createdAt: Epoch,
  /** The reported item itself. */
  isTarget: Type.Boolean(),
  /** Written by a member who reported the item. */
  byReporter: Type.Boolean(),
});

export const SanctionKindName = Type.Union([
  Type.Literal('WARNING'),
  Type.Literal('SUSPENSION'),
  Type.Literal('BAN'),
]);

export const Sanction = Type.Object({
  sanctionId: Type.Integer(),
  kind: SanctionKindName,
  reason: Type.String(),
  createdAt: Epoch,
  createdByDisplay: Nullable(Type.String()),
  endsAt: Nullable(Type.Integer({ description: 'Epoch ms; suspensions only' })),
  liftedAt: Nullable(Epoch),
  /** A suspension not ended nor lifted, or a ban not lifted. */
  inForce: Type.Boolean(),
});
export type SanctionResponse = Static<typeof Sanction>;

export const MemberRecord = Type.Object({
  accountId: Type.Integer(),
  display: Type.String(),
  username: Type.String(),
  role: RoleName,
  memberSince: Epoch,
  sanctions: Type.Array(Sanction),
  /** Items of theirs waiting in the queue. */
  openItems: Type.Integer(),
  /** Reports on their items since each entered the queue. */
  openReports: Type.Integer(),
});
export type MemberRecordResponse = Static<typeof MemberRecord>;

export const QueueItem = Type.Object({
  itemId: Type.Integer({ description: 'The queue item (not the post or comment) id' }),
  kind: ModerationKindName,
  subjectId: Type.Integer({ description: 'The album, note or account id' }),
  state: ModerationStateName,
  heldReason: Nullable(Type.String({ description: 'Why it was held on writing' })),
  openedAt: Epoch,
  reportCount: Type.Integer(),
  /** The item's own words: a post's title and text, a comment, a message, a profile. */
  text: Type.String(),
  /** Where it is: the post a comment is on, the chat, the shop of a review. */
  where: Nullable(Type.String()),
  context: Type.Array(ContextLine),
  reports: Type.Array(QueueReport),
  author: Nullable(MemberRecord),
});
export type QueueItemResponse = Static<typeof QueueItem>;

export const QueueQuery = Type.Object({
  kind: Type.Optional(ModerationKindName),
  start: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Default 25' })),
});

export const QueueActionBody = Type.Object({
  itemIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    minItems: 1,
    maxItems: 50,
    uniqueItems: true,
  }),
  action: Type.Union(QUEUE_ACTIONS.map((action) => Type.Literal(action))),
  reason: Reason,
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_SUSPENSION_DAYS,
      description: 'suspend: for how many days (required)',
    }),
  ),
});
export type QueueActionBodyType = Static<typeof QueueActionBody>;

export const QueueActionResult = Type.Object({
  itemId: Type.Integer(),
  outcome: Type.Union([
    Type.Literal('DONE'),
    Type.Literal('ALREADY_HANDLED'),
    Type.Literal('MISSING'),
    Type.Literal('REFUSED'),
  ]),
  message: Type.String(),
});
export type QueueActionResultResponse = Static<typeof QueueActionResult>;

export const QueueActionResults = Type.Object({ results: Type.Array(QueueActionResult) });

export const SanctionIdParams = Type.Object({
  sanctionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const LiftBody = Type.Object({ reason: Reason });

export const ModerationSettings = Type.Object({
  hideThreshold: Type.Integer({
    minimum: 1,
    maximum: 1000,
    description: 'Reported by this many members, an item is hidden until reviewed',
  }),
});
export type ModerationSettingsResponse = Static<typeof ModerationSettings>;

export const ModerationSettingsBody = Type.Object({
  hideThreshold: Type.Integer({ minimum: 1, maximum: 1000 }),
  reason: Reason,
});
