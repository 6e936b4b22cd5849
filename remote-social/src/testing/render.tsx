import { store, userAtom, type AuthUser } from '@canopy/shared-core';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Renders `element` at `path` (matched by `route`) inside the shared store, as the host does. */
export function renderPage(element: ReactElement, path: string, route = path) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** Signs the test's member in, as far as the pages can tell. */
export function signInAs(id: number) {
  store.set(userAtom, { id, firstName: 'Dana', lastName: 'Rivera', audienceIds: [1] } as AuthUser);
}
