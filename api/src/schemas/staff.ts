import { Type, type Static } from 'typebox';
import { REASON_MAX_LENGTH, ROLES } from '../plugins/app/staff/roles.ts';

export const RoleName = Type.Union(
  [Type.Literal(ROLES[0]), Type.Literal(ROLES[1]), Type.Literal(ROLES[2])],
  { description: 'member, moderator (the review tools) or operator (everything, roles too)' },
);

export const StaffMember = Type.Object({
  accountId: Type.Integer(),
  display: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: RoleName,
  memberSince: Type.Integer({ description: 'Epoch milliseconds' }),
});

export const StaffMembersQuery = Type.Object({
  keyword: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Name, @handle or e-mail; without one, the staff alone are listed',
    }),
  ),
});

export const Reason = Type.String({
  minLength: 1,
  maxLength: REASON_MAX_LENGTH,
  description: 'Why, in a sentence: kept in the audit log',
});

export const RoleChangeBody = Type.Object({ role: RoleName, reason: Reason });
export type RoleChangeBodyType = Static<typeof RoleChangeBody>;

export const AccountIdParams = Type.Object({
  accountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
