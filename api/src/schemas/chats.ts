import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable } from './common.ts';
import { PostPhoto } from './posts.ts';
import { UPLOAD_ID_PATTERN } from './uploads.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const UploadId = Type.String({ pattern: UPLOAD_ID_PATTERN, maxLength: 36 });
// Lengths are checked by the route, which says how long the text is; this only stops abuse.
const MessageText = Type.String({ maxLength: 200_000 });

/** A chat message (PLATFORM.md `note`) with the photos it carries. */
export const ChatNote = Type.Object({
  noteId: Type.Integer(),
  albumId: Type.Integer({ description: 'The chat' }),
  comment: Type.String({ description: 'As written; always shown as text (links made clickable)' }),
  owner: AccountShort,
  dateCreated: Type.Integer({ description: 'Epoch milliseconds' }),
  updatedDate: Type.Integer({ description: 'Epoch milliseconds' }),
  edited: Type.Boolean({ description: 'Changed after it was sent' }),
  likesCount: Type.Integer(),
  tags: Type.Array(Type.String()),
  clientMessageId: Nullable(Type.String({ description: 'The id the sender gave it' })),
  assets: Type.Array(PostPhoto),
});
export type ChatNoteResponse = Static<typeof ChatNote>;

/** How far a member of the chat has read. */
export const ChatReadState = Type.Object({
  accountId: Type.Integer(),
  lastReadNoteId: Type.Integer({ description: '0 when they have read nothing' }),
});

/** A conversation (an album of type chat_single or chat_group) as its member sees it. */
export const Chat = Type.Object({
  albumId: Type.Integer(),
  albumType: Type.Union([Type.Literal('chat_single'), Type.Literal('chat_group')]),
  title: Type.String({
    description: "The group's name; for a one-to-one chat, the other member's name",
  }),
  owner: AccountShort,
  ownerId: Type.Integer({ description: 'Who created it (for a group: who manages members)' }),
  thumbnailURL: Type.String({ description: "The other member's picture, or the creator's" }),
  members: Type.Array(AccountShort),
  invited: Type.Array(AccountShort, {
    description: 'A group: members invited who have not answered yet (not in it until they accept)',
  }),
  userCount: Type.Integer({ description: 'Members' }),
  lastMessage: Nullable(ChatNote),
  unreadCount: Type.Integer({ description: "Others' messages after your lastReadNoteId" }),
  lastReadNoteId: Type.Integer({ description: 'Yours' }),
  muted: Type.Boolean({ description: 'You muted it: its messages do not notify you' }),
  readStates: Type.Array(ChatReadState, { description: "The other members' read positions" }),
  dateCreated: Type.Integer({ description: 'Epoch milliseconds' }),
  dateUpdated: Type.Integer({ description: 'The last message, or creation (epoch ms)' }),
});
export type ChatResponse = Static<typeof Chat>;

/** An invitation to a group chat, as the invitee sees it before answering. */
export const ChatInvitation = Type.Object({
  albumId: Type.Integer({ description: 'The group chat' }),
  title: Type.String({ description: "The group's name" }),
  inviter: AccountShort,
  memberCount: Type.Integer({ description: 'Members of the group now' }),
  dateCreated: Type.Integer({ description: 'When you were invited (epoch ms)' }),
});
export type ChatInvitationResponse = Static<typeof ChatInvitation>;

export const ChatSearchQuery = Type.Object({
  start: Type.Optional(Type.Integer({ minimum: 0, description: 'Offset (default 0)' })),
  limit: Type.Optional(Type.Integer({ description: 'Page size (default 30, at most 100)' })),
  ...GeoFields,
});

export const ChatListEnvelope = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  items: Type.Array(Chat),
  count: Type.Integer(),
  countTotal: Type.Integer(),
  hasMoreResults: Type.Boolean(),
  start: Type.Integer(),
  limit: Type.Integer(),
  unreadTotal: Type.Integer({ description: 'Unread messages across all your chats' }),
});

export const SingleChatBody = Type.Object({
  accountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The other member' }),
  ...GeoFields,
});

export const GroupChatBody = Type.Object({
  title: Type.String({ maxLength: 1000, description: 'The group name (at most 80 characters)' }),
  accountIds: Type.Array(Id, { maxItems: 200, description: 'Members besides you' }),
  ...GeoFields,
});

export const ChatMembersBody = Type.Object({
  accountIds: Type.Array(Id, { minItems: 1, maxItems: 200 }),
  ...GeoFields,
});

export const ChatMemberParams = Type.Object({ id: Id, accountId: Id });
export const ChatNoteParams = Type.Object({ id: Id, noteId: Id });

export const ChatHistoryQuery = Type.Object({
  cursor: Type.Optional(
    Type.String({
      maxLength: 12,
      description: 'nextCursor of the previous page (older messages); leave out for the newest',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ description: 'Messages per page (default 30, at most 100)' }),
  ),
  ...GeoFields,
});

export const ChatHistoryEnvelope = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  items: Type.Array(ChatNote, { description: 'Newest first' }),
  count: Type.Integer(),
  countTotal: Type.Integer({ description: 'Messages in the chat' }),
  hasMoreResults: Type.Boolean(),
  start: Type.Integer({ description: 'Always 0: history pages by cursor' }),
  limit: Type.Integer(),
  nextCursor: Nullable(Type.String({ description: 'Pass as cursor for older messages' })),
});

export const ChatNoteCreateBody = Type.Object({
  comment: Type.Optional(MessageText),
  uploadIds: Type.Optional(
    Type.Array(UploadId, {
      maxItems: 50,
      description: 'Photos uploaded with POST /assets (at most 10)',
    }),
  ),
  clientMessageId: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'Your id for this message: sending it again returns the stored message',
  }),
  ...GeoFields,
});

export const ChatNoteUpdateBody = Type.Object({ comment: MessageText, ...GeoFields });

export const ChatMuteBody = Type.Object({
  muted: Type.Boolean({ description: 'true mutes the chat for you, false unmutes it' }),
  ...GeoFields,
});

export const ChatReadBody = Type.Object({
  noteId: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Newest message seen' }),
  ...GeoFields,
});
