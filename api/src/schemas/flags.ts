import { Type, type Static } from 'typebox';
import { GeoFields } from './common.ts';

export const MAX_FLAG_DESCRIPTION = 500;

/** What can be flagged; only albums so far. */
export const FlagableType = Type.Union([Type.Literal('ALBUM')], {
  description: 'What kind of item: ALBUM',
});

const target = {
  flagableId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The item id' }),
  flagableType: FlagableType,
};

export const FlagTargetQuery = Type.Object({ ...target, ...GeoFields });
export const FlagTargetBody = Type.Object({ ...target, ...GeoFields });

export const FlagCreateBody = Type.Object({
  ...target,
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
