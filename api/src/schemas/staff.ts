import { Type, type Static } from 'typebox';

/** Every account is a member, a moderator or an operator (plugins/app/kernel/roles.ts). */
export const ROLES = ['member', 'moderator', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** The longest reason a staff member may give for an action. */
export const REASON_MAX_LENGTH = 500;

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

/** Staff actions the audit log holds, for its filter. */
export const AUDIT_ACTIONS = [
  'role.change',
  'release.rollback',
  'config.publish',
  'config.rollback',
  'shop.staff_invite',
  'shop.staff_revoke',
  'queue.dismiss',
  'queue.approve',
  'queue.hide',
  'queue.delete',
  'member.warn',
  'member.suspend',
  'member.ban',
  'sanction.lift',
  'settings.change',
  'words.add',
  'words.change',
  'words.remove',
] as const;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const AuditQuery = Type.Object({
  actor: Type.Optional(Type.String({ maxLength: 100, description: "Actor's name or @handle" })),
  action: Type.Optional(Type.Union(AUDIT_ACTIONS.map((action) => Type.Literal(action)))),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  keyword: Type.Optional(
    Type.String({ maxLength: 100, description: 'Words of the reason or target id' }),
  ),
  start: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Default 50' })),
});

const Json = Type.Unknown({ description: 'The target as it was (before) or became (after)' });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.Integer({ description: 'Epoch milliseconds' }),
  actorId: Type.Integer(),
  actorDisplay: Type.String(),
  actorRole: Type.Union([Type.Literal('moderator'), Type.Literal('operator')]),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  reason: Type.String(),
  before: Json,
  after: Json,
});

/** Shop staff (issue 36): the Shops page of the console. */
export const ShopsQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: "Shop's name or city" })),
});

export const ShopParams = Type.Object({
  retailerLocationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const ShopStaffParams = Type.Object({
  retailerLocationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  accountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const StaffReasonBody = Type.Object({ reason: Reason });

export const ShopWithStaff = Type.Object({
  retailerLocationId: Type.Integer(),
  name: Type.String(),
  locationDisplay: Type.String(),
  staff: Type.Array(
    Type.Object({
      accountId: Type.Integer(),
      display: Type.String(),
      username: Type.String(),
      since: Type.Integer({ description: 'Epoch milliseconds' }),
    }),
  ),
  pendingInvites: Type.Integer({ description: 'Invite links not used yet' }),
});

export const ShopInvite = Type.Object({
  token: Type.String(),
  url: Type.String({ description: 'The link to send: it works once' }),
  retailerLocationId: Type.Integer(),
  expires: Type.Integer({ description: 'Epoch milliseconds' }),
});

/** The operator's settings of the shops (issue 36). */
export const ShopSettings = Type.Object({
  lowStockThreshold: Type.Integer({
    minimum: 0,
    maximum: 10_000,
    description:
      "With this many left at a shop, or fewer, an offer is low: the shop's staff are told once",
  }),
});
export type ShopSettingsResponse = Static<typeof ShopSettings>;

export const ShopSettingsBody = Type.Object({
  lowStockThreshold: Type.Integer({ minimum: 0, maximum: 10_000 }),
  reason: Reason,
});
