import { Type } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';

/** The per-type switches a member sees on the account settings page. */
export const NOTIFICATION_TYPES = [
  'likes',
  'comments',
  'replies',
  'follows',
  'mentions',
  'chat',
  'invites',
  'orders',
  'tournaments',
  'badges',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification is filed under: a switch above, or `moderation` (what moderators
 * did to the member's writing or account), which a member cannot switch off.
 */
export type NotificationCategory = NotificationType | 'moderation';

/** Each notification event, with the switch that governs it. */
export const NOTIFICATION_EVENTS = {
  LIKE: 'likes',
  COMMENT: 'comments',
  REPLY: 'replies',
  FOLLOW: 'follows',
  MENTION: 'mentions',
  CHAT_MESSAGE: 'chat',
  ALBUM_INVITE: 'invites',
  CHAT_INVITE: 'invites',
  ORDER_STATUS: 'orders',
  /** To a shop's staff: an offer's stock fell to the operator's threshold (issue 36). */
  LOW_STOCK: 'orders',
  TOURNAMENT: 'tournaments',
  BADGE: 'badges',
  MODERATION: 'moderation',
} as const satisfies Record<string, NotificationCategory>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

export const NotificationEventName = Type.Union(
  Object.keys(NOTIFICATION_EVENTS).map((event) => Type.Literal(event)),
);

/** PLATFORM.md `notification`, one per group of alike notifications. */
export const Notification = Type.Object({
  notificationId: Type.Integer({ description: 'The newest notification of the group' }),
  sender: Nullable(AccountShort),
  event: Type.String({ description: 'LIKE, COMMENT, REPLY, FOLLOW, MENTION, CHAT_MESSAGE…' }),
  notificationMessage: Type.String({ description: 'e.g. "Maya and 3 others liked your post"' }),
  created: Type.Integer({ description: 'Epoch ms of the newest notification of the group' }),
  hasRead: Type.Boolean(),
  contentId: Nullable(Type.Integer()),
  contentType: Type.String(),
  contentName: Nullable(Type.String()),
  parentId: Nullable(Type.Integer()),
  parentType: Nullable(Type.String()),
  actionCategory: Type.String({ description: 'The settings switch: likes, comments…' }),
  thumbnailURL: Nullable(Type.String()),
  albumId: Nullable(Type.Integer({ description: 'The wall item it is about, for the link' })),
  inviteToken: Nullable(
    Type.String({ description: 'ALBUM_INVITE: the token of the invite page it opens' }),
  ),
  groupCount: Type.Integer({ description: 'Notifications listed as this one' }),
  senderCount: Type.Integer({ description: 'Distinct members behind the group' }),
});

export const NotificationSearchQuery = Type.Object({ ...GeoFields, ...PagingFields });

export const UnreadCount = Type.Object({ unreadCount: Type.Integer() });

const settingFields = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [type, Type.Boolean()]),
) as Record<(typeof NOTIFICATION_TYPES)[number], ReturnType<typeof Type.Boolean>>;

export const NotificationSettings = Type.Object(settingFields);

export const NotificationSettingsBody = Type.Object(
  {
    ...Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, Type.Optional(Type.Boolean())])),
    ...GeoFields,
  },
  { additionalProperties: false },
);
