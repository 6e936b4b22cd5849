import { apiBaseAtom, sessionAtom, store, userAtom, type AuthUser } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { act, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { startTransition, Suspense, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MainLayout } from '../../features/shell/components/main-layout.tsx';

// The frame's chunk, loaded as each test wants: held until released, or failing once.
const frameChunk = {
  signedInChrome: { Top: () => <header>The header</header>, Bottom: () => <footer /> },
};
const chunk = vi.hoisted(() => ({ imports: 0, load: (): Promise<unknown> => Promise.resolve() }));
vi.mock('../member-code.ts', () => ({
  importSignedInChrome: () => {
    chunk.imports += 1;
    return chunk.load();
  },
}));

// Each test starts with nothing loaded: a fresh loader.
async function freshLoader() {
  vi.resetModules();
  return (await import('../chrome-loader.ts')).useSignedInChrome;
}

/** The wall as a page of the layout, noting at each commit whether the header was there. */
async function drawWall(useChrome: (wanted: boolean) => unknown, headerAtCommit: boolean[] = []) {
  function Wall() {
    useLayoutEffect(() => {
      headerAtCommit.push(document.querySelector('header') !== null);
    });
    return <p>The wall</p>;
  }
  const layout = <MainLayout useChrome={useChrome as never} useCart={() => {}} />;
  const app = (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/browse/activity-wall']}>
        <Suspense fallback={null}>
          <Routes>
            <Route element={layout}>
              <Route path="/browse/activity-wall" element={<Wall />} />
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    </Provider>
  );
  // As the app starts: the first render is a transition.
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => startTransition(() => root?.render(app)));
}

let root: Root | undefined;

beforeEach(() => {
  chunk.imports = 0;
  chunk.load = () => Promise.resolve(frameChunk);
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(userAtom, { id: 7, firstName: 'Dana', lastName: 'Rivera' } as AuthUser);
  store.set(sessionAtom, { token: 'token', expiresAt: 0 });
  stubApi({});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

it("draws a member's page only together with the header, however late the header comes", async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  chunk.load = () => arrived.then(() => frameChunk);
  const headerAtCommit: boolean[] = [];
  await drawWall(await freshLoader(), headerAtCommit);
  // The header's chunk is asked for and held (act has flushed every render it allows): the
  // page waits with it. Every commit below is checked too, so no later one slips by.
  expect(chunk.imports).toBe(1);
  expect(screen.queryByText('The wall')).toBeNull();

  await act(async () => arrive());
  expect(await screen.findByText('The wall')).toBeTruthy();
  expect(screen.getByText('The header')).toBeTruthy();
  expect(headerAtCommit.length).toBeGreaterThan(0);
  expect(headerAtCommit.every(Boolean)).toBe(true);
});

it('says the header failed to load and loads it on Retry', async () => {
  chunk.load = () => {
    chunk.load = () => Promise.resolve(frameChunk);
    return Promise.reject(new Error('Loading chunk signed-in-chrome failed'));
  };
  await drawWall(await freshLoader());
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The menu could not be loaded');
  expect(screen.getByText('The wall')).toBeTruthy();

  // Awaited in act: the retry suspends until the frame has loaded.
  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  expect(await screen.findByText('The header')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('The wall')).toBeTruthy();
  expect(chunk.imports).toBe(2);
});
