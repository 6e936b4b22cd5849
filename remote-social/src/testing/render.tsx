import { store, userAtom, type AuthUser } from '@canopy/shared-core';
import { renderAt } from '@canopy/shared-core/testing';
import type { ReactElement } from 'react';

/** Renders `element` at `path` (matched by `route`) inside the shared store, as the host does. */
export function renderPage(element: ReactElement, path: string, route = path) {
  return renderAt(path, element, { route });
}

/** Signs the test's member in, as far as the pages can tell. */
export function signInAs(id: number) {
  store.set(userAtom, { id, firstName: 'Dana', lastName: 'Rivera', audienceIds: [1] } as AuthUser);
}
