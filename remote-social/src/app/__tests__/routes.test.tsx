import { apiBaseAtom, store } from '@canopy/shared-core';
import { renderAt, stubApi } from '@canopy/shared-core/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { wallPage, wallPost } from '../../testing/wall-post.ts';
import SocialRoutes from '../routes.tsx';

const renderRoutesAt = (path: string) => renderAt(path, <SocialRoutes />, { route: '/browse/*' });

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('shows the activity wall at /browse/activity-wall', async () => {
  stubApi({ '/api/albums/wall': wallPage([wallPost()]) });
  renderRoutesAt('/browse/activity-wall');
  expect(await screen.findByRole('list', { name: 'Posts' })).toBeTruthy();
});

it('answers a path it does not have with its own not-found page', () => {
  stubApi({});
  renderRoutesAt('/browse/no-such-page');
  expect(screen.getByText('Page not found')).toBeTruthy();
});
