import { apiBaseAtom, store } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { wallPage, wallPost } from '../../testing/wall-post.ts';
import SocialRoutes from '../routes.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/browse/*" element={<SocialRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('shows the activity wall at /browse/activity-wall', async () => {
  stubApi({ '/api/albums/wall': wallPage([wallPost()]) });
  renderAt('/browse/activity-wall');
  expect(await screen.findByRole('list', { name: 'Posts' })).toBeTruthy();
});

it('answers a path it does not have with its own not-found page', () => {
  stubApi({});
  renderAt('/browse/no-such-page');
  expect(screen.getByText('Page not found')).toBeTruthy();
});
