import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields } from './common.ts';

export const HIDE_KINDS = ['BLOCK', 'MUTE'] as const;
export type HideKind = (typeof HIDE_KINDS)[number];

export const HideKindSchema = Type.Union(
  [Type.Literal(HIDE_KINDS[0]), Type.Literal(HIDE_KINDS[1])],
  {
    description:
      "MUTE: the member's posts, comments, messages and notifications disappear for you. " +
      'BLOCK: the same both ways, and neither of you can message the other, add the other ' +
      'to a group chat or find the other in member lists and search.',
  },
);

export const HiddenMemberParams = Type.Object({
  accountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const HideMemberBody = Type.Object({ kind: HideKindSchema, ...GeoFields });

export const HiddenMember = Type.Object({
  account: AccountShort,
  kind: HideKindSchema,
  since: Type.Integer({ description: 'When you blocked or muted them (epoch ms)' }),
});
export type HiddenMemberResponse = Static<typeof HiddenMember>;
