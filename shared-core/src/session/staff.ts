import { atom } from 'jotai';
import type { AuthUser } from '../api/types.ts';
import { userAtom } from './session-atoms.ts';

export type StaffRole = 'moderator' | 'operator';

type RoleFields = Partial<Pick<AuthUser, 'role' | 'isOperator'>>;

/**
 * The signed-in user's role, from the user object the API sent. A user stored by a client
 * from before roles has isOperator alone, which still says who is an operator.
 */
export function roleOf(user: RoleFields | null | undefined): AuthUser['role'] {
  return user?.role ?? (user?.isOperator ? 'operator' : 'member');
}

/**
 * Whether the signed-in user is staff: the host shows the console's nav entry and route to
 * staff alone. Only a convenience for the page: every staff endpoint checks the role on
 * the server.
 */
export function isStaff(user: RoleFields | null | undefined): boolean {
  return roleOf(user) !== 'member';
}

export const isStaffAtom = atom((get) => isStaff(get(userAtom)));
export const roleAtom = atom((get) => roleOf(get(userAtom)));
