import { Type, type Static } from 'typebox';
import { GeoFields } from './common.ts';

export const MAX_FLAG_DESCRIPTION = 500;

/** What can be reported: an album (a post…), a comment, a chat message, a review, a member. */
export const FLAGABLE_TYPES = ['ALBUM', 'NOTE', 'CHAT_MESSAGE', 'REVIEW', 'ACCOUNT'] as const;
export const FlagableType = Type.Union(
  [
    Type.Literal('ALBUM'),
    Type.Literal('NOTE'),
    Type.Literal('CHAT_MESSAGE'),
    Type.Literal('REVIEW'),
    Type.Literal('ACCOUNT'),
  ],
  {
    description:
      'What kind of item: ALBUM (flagableId an album id), NOTE (a comment id), CHAT_MESSAGE ' +
      '(a chat message id; you must be in the chat), REVIEW (a review id of a shop or ' +
      'product) or ACCOUNT (a member id)',
  },
);
export type FlagableTypeName = Static<typeof FlagableType>;

/** Why an item is reported; OTHER needs a flagDescription that says why. */
export const FLAG_REASONS = ['SPAM', 'HARASSMENT', 'ILLEGAL_SALE', 'UNDER_AGE', 'OTHER'] as const;
export const FlagReason = Type.Union(
  [
    Type.Literal('SPAM'),
    Type.Literal('HARASSMENT'),
    Type.Literal('ILLEGAL_SALE'),
    Type.Literal('UNDER_AGE'),
    Type.Literal('OTHER'),
  ],
  { description: 'Spam, harassment, an illegal sale, an under-age member, or OTHER (say why)' },
);
export type FlagReasonName = Static<typeof FlagReason>;

const target = {
  flagableId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The item id' }),
  flagableType: FlagableType,
};

export const FlagTargetQuery = Type.Object({ ...target, ...GeoFields });
export const FlagTargetBody = Type.Object({ ...target, ...GeoFields });

export const FlagCreateBody = Type.Object({
  ...target,
  reason: Type.Optional(FlagReason),
  flagDescription: Type.Optional(
    Type.String({
      maxLength: MAX_FLAG_DESCRIPTION,
      description: `Why it should be reviewed (at most ${MAX_FLAG_DESCRIPTION} characters)`,
    }),
  ),
  ...GeoFields,
});

export const Flag = Type.Object({
  flagId: Type.Integer(),
  flagableId: Type.Integer(),
  flagableType: Type.String(),
  flagDescription: Type.String(),
  reason: Type.Union([FlagReason, Type.Null()], {
    description: 'Null on reports made before reasons existed',
  }),
  createdDate: Type.Integer({ description: 'Epoch milliseconds' }),
  flagCount: Type.Integer({ description: 'Flags on the item now, from every member' }),
});
export type FlagResponse = Static<typeof Flag>;

/** The item after your flag was removed. */
export const FlagRemoved = Type.Object({
  flagableId: Type.Integer(),
  flagableType: Type.String(),
  flagCount: Type.Integer(),
});

/** One item you reported (to show "Reported" on it). */
export const OwnFlag = Type.Object({
  flagableId: Type.Integer(),
  flagableType: FlagableType,
});
