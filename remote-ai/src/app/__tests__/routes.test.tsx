import { apiBaseAtom, store } from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import AiRoutes from '../routes.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/browse/*" element={<AiRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('lists the member’s own assistant conversations', async () => {
  const fetchMock = stubApi({
    '/api/albums/search': listOf([
      {
        albumId: 5,
        albumType: 'chat_bot',
        title: 'Growing basil indoors',
        description: 'Try a south-facing window.',
        dateCreated: Date.UTC(2026, 10, 1),
        dateUpdated: Date.UTC(2026, 10, 2),
      },
    ]),
  });
  renderAt('/browse/ai-chat');
  const list = await screen.findByRole('list', { name: 'Conversations' });
  expect(list.textContent).toContain('Growing basil indoors');
  const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
  expect(url.searchParams.get('albumType')).toBe('chat_bot');
  expect(url.searchParams.get('filter')).toBe('MINE');
});

it('invites a first question when there are no conversations', async () => {
  stubApi({ '/api/albums/search': listOf([]) });
  renderAt('/browse/ai-chat');
  expect(await screen.findByText('No conversations yet')).toBeTruthy();
});
