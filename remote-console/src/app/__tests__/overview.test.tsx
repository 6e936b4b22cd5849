import { store, userAtom, type AuthUser } from '@canopy/shared-core';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import ConsoleRoutes from '../routes.tsx';
import { renderInStore } from '@canopy/shared-core/testing';

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderInStore(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/console/*"
          element={
            <>
              <ConsoleRoutes />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => store.set(userAtom, null));

it('opens on the overview, naming who is signed in', async () => {
  store.set(userAtom, { id: 1, display: 'Olivia Operator', role: 'operator' } as AuthUser);
  renderAt('/console');
  expect(await screen.findByRole('heading', { name: 'Staff console' })).toBeTruthy();
  expect(screen.getByText('Olivia Operator')).toBeTruthy();
  expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/console/overview');
});
