import { apiBaseAtom, sessionAtom, store, userAtom, type AuthUser } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MainLayout } from '../../features/shell/components/main-layout.tsx';
import { useSignedInChrome } from '../chrome-loader.ts';

// The frame's chunk: unreachable on the first import (a network blip), then here.
const chunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock('../signed-in-chrome.tsx', () => {
  chunk.imports += 1;
  if (chunk.imports === 1) throw new Error('Loading chunk signed-in-chrome failed');
  return {
    signedInChrome: { Top: () => <header>The header</header>, Bottom: () => <footer /> },
  };
});

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(userAtom, { id: 7, firstName: 'Dana', lastName: 'Rivera' } as AuthUser);
  store.set(sessionAtom, { token: 'token', expiresAt: 0 });
  stubApi({});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

it('says the header failed to load and loads it on Retry', async () => {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/browse/activity-wall']}>
        <Routes>
          <Route element={<MainLayout useChrome={useSignedInChrome} useCart={() => {}} />}>
            <Route path="/browse/activity-wall" element={<p>The wall</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The menu could not be loaded');
  expect(screen.getByText('The wall')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The header')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(chunk.imports).toBe(2);
});
