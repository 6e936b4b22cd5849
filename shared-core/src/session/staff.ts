import { atom } from 'jotai';
import type { AuthUser } from '../api/types.ts';
import { userAtom } from './session-atoms.ts';

/**
 * Whether the signed-in user is staff, read from the user object the API sent: the host
 * shows the console's nav entry and route to staff alone. Only a convenience for the
 * page: every staff endpoint checks the role on the server.
 */
export function isStaff(user: Pick<AuthUser, 'isOperator'> | null | undefined): boolean {
  return user?.isOperator === true;
}

export const isStaffAtom = atom((get) => isStaff(get(userAtom)));
