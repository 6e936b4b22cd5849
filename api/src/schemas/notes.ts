import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable } from './common.ts';

const NoteFields = {
  noteId: Type.Integer(),
  albumId: Type.Integer(),
  parentNoteId: Nullable(Type.Integer({ description: 'The comment this one replies to' })),
  comment: Type.String({ description: 'As written; always shown as text' }),
  owner: AccountShort,
  dateCreated: Type.Integer({ description: 'Epoch milliseconds' }),
  updatedDate: Type.Integer({ description: 'Epoch milliseconds' }),
  likesCount: Type.Integer(),
  hasLiked: Type.Boolean({ description: 'You like this comment' }),
  tags: Type.Array(Type.String()),
};

/** A reply to a comment (PLATFORM.md `note`). */
export const Reply = Type.Object(NoteFields);

/** A comment on an album (PLATFORM.md `note`) with its replies, oldest first. */
export const Note = Type.Object({ ...NoteFields, replies: Type.Array(Reply) });
export type NoteResponse = Static<typeof Note>;
export type ReplyResponse = Static<typeof Reply>;

export const NoteSearchQuery = Type.Object({
  albumId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  cursor: Type.Optional(
    Type.String({ maxLength: 40, description: 'nextCursor of the previous page' }),
  ),
  limit: Type.Optional(Type.Integer({ description: 'Comments per page (default 20, at most 50)' })),
  ...GeoFields,
});

export const NoteListEnvelope = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  items: Type.Array(Note),
  count: Type.Integer(),
  countTotal: Type.Integer({ description: 'Comments on the album, replies not included' }),
  hasMoreResults: Type.Boolean(),
  start: Type.Integer({ description: 'Always 0: comments page by cursor' }),
  limit: Type.Integer(),
  nextCursor: Nullable(Type.String()),
});

// Lengths are checked by the route, which says how long the text is; this only stops abuse.
const CommentText = Type.String({ maxLength: 200_000 });

export const NoteCreateBody = Type.Object({
  albumId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  comment: CommentText,
  parentNoteId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Reply to this comment (a reply to a reply answers its comment)',
    }),
  ),
  ...GeoFields,
});

export const NoteUpdateBody = Type.Object({ comment: CommentText, ...GeoFields });
