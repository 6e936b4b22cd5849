import { apiCall } from './api.ts';
import { stateOf, type Credentials, type SignedIn, type StorageState } from './session.ts';

export interface NewMember extends Credentials {
  firstName: string;
  lastName: string;
  token: string;
  /** A signed-in browser state for `browser.newContext({ storageState })` or `test.use`. */
  state: StorageState;
}

let created = 0;

/**
 * Signs up a member of the test's own, so a test that changes a member (name, photo,
 * invites, cart) never depends on what another test, or an earlier repeat, did.
 */
export async function newMember(firstName: string, lastName = 'Tester'): Promise<NewMember> {
  created += 1;
  const unique = `${process.env.CANOPY_E2E_RUN}-${process.pid}-${created}`;
  const member = {
    email: `${firstName.toLowerCase()}-${unique}@canopy.test`,
    password: `e2e-${unique}`,
    firstName,
    lastName,
  };
  const signup = await apiCall<{ item: SignedIn }>('POST', '/users/signup', {
    ...member,
    ageConfirmed: true,
  });
  return { ...member, token: signup.item.session.token, state: stateOf(signup.item) };
}

/** The account id of the member signed in with `state`. */
export function accountIdIn(state: StorageState): number {
  const user = state.origins[0]?.localStorage.find((entry) => entry.name === 'canopy.user');
  return (JSON.parse(user?.value ?? '{}') as { id: number }).id;
}
