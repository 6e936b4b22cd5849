// Staff roles (issue 35) as pure rules: every account is a member, a moderator or an
// operator, each role able to do all the one below it can.

import { REASON_MAX_LENGTH, ROLES, type Role } from '../../../schemas/staff.ts';

export { REASON_MAX_LENGTH, ROLES, type Role };

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

/** A reason as it is stored: spaces collapsed, trimmed; empty when none was given. */
export function cleanReason(reason: string): string {
  return reason.replace(/\s+/g, ' ').trim();
}
