import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MainLayout } from '../main-layout.tsx';
import { renderInStore } from '@canopy/shared-core/testing';

let scrollTo: ReturnType<typeof vi.fn>;
let wallsDrawn = 0;

/** The wall with the main menu's link to itself, as the header draws it. */
function Wall() {
  useEffect(() => {
    wallsDrawn += 1;
  }, []);
  return <a href="#/browse/activity-wall">Activity Wall</a>;
}

beforeEach(() => {
  wallsDrawn = 0;
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  window.location.hash = '#/browse/activity-wall';
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

it('goes back to the top when the page shown is chosen again, as it reloads it', async () => {
  renderInStore(
    <MemoryRouter initialEntries={['/browse/activity-wall']}>
      <Routes>
        <Route element={<MainLayout useChrome={() => ({ status: 'off' })} useCart={() => {}} />}>
          <Route path="/browse/activity-wall" element={<Wall />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('link', { name: 'Activity Wall' });
  expect(scrollTo).toHaveBeenCalledTimes(1);
  // As if the member had read far down the wall.
  scrollTo.mockClear();

  await act(() => userEvent.click(screen.getByRole('link', { name: 'Activity Wall' })));
  await vi.waitFor(() => expect(wallsDrawn).toBe(2));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
