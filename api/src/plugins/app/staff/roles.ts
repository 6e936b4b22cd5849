// Staff roles (issue 35) as pure rules: every account is a member, a moderator or an
// operator, each role able to do all the one below it can.

export const ROLES = ['member', 'moderator', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of staff, who may open the console. */
export type StaffRole = Exclude<Role, 'member'>;

const RANK: Record<Role, number> = { member: 0, moderator: 1, operator: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what `needed` may. */
export function hasRole(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}

/** How a role reads in a message: "Only operators may …". */
export const ROLE_PLURAL: Record<StaffRole, string> = {
  moderator: 'moderators and operators',
  operator: 'operators',
};

/** The longest reason a staff member may give for an action. */
export const REASON_MAX_LENGTH = 500;

/** A reason as it is stored: spaces collapsed, trimmed; empty when none was given. */
export function cleanReason(reason: string): string {
  return reason.replace(/\s+/g, ' ').trim();
}
