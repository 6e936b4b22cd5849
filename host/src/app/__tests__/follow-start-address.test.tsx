import { act, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HashRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { FollowAddressChangedWhileStarting } from '../follow-start-address.tsx';

function Here() {
  return <p>{`page at ${useLocation().pathname}`}</p>;
}

/**
 * The first render is a transition, which yields to the browser before it commits: the
 * address can change after the router has read it and before it listens. replaceState
 * changes it here without an event, as an event in that gap goes unheard.
 */
let changed = false;
function AddressChangesMeanwhile() {
  if (!changed) window.history.replaceState(null, '', '#/login');
  changed = true;
  return null;
}

let root: Root | undefined;

async function startApp(follow: boolean) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const app = (
    <HashRouter>
      {follow && <FollowAddressChangedWhileStarting />}
      <Routes>
        <Route path="*" element={<Here />} />
      </Routes>
      <AddressChangesMeanwhile />
    </HashRouter>
  );
  await act(async () => startTransition(() => root?.render(app)));
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '#');
  changed = false;
});

it('shows the page at the address, when it changed while the app started', async () => {
  window.history.replaceState(null, '', '#/home');
  await startApp(true);
  expect(await screen.findByText('page at /login')).toBeTruthy();
});

it('(control) without it the page stays at the address the app was opened with', async () => {
  window.history.replaceState(null, '', '#/home');
  await startApp(false);
  expect(await screen.findByText('page at /home')).toBeTruthy();
});
