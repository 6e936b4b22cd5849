import { Type } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';
import { NOTIFICATION_EVENTS, NOTIFICATION_TYPES } from '../plugins/app/notifications/rules.ts';

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
