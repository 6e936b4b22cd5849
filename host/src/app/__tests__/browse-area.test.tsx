import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import type { RemoteName } from '@canopy/shared-core';

// The remotes' manifests, answered when the test says so.
const manifests = vi.hoisted(() => ({
  answers: new Map<string, (json: unknown) => void>(),
}));
vi.mock('../../features/remotes/api/remote-manifests.ts', () => ({
  readManifest: (url: string) => new Promise((resolve) => manifests.answers.set(url, resolve)),
}));
vi.mock('../../features/remotes/components/remote-area.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  RemoteArea: ({ remote }: { remote: RemoteName }) => <p>{`The ${remote} area`}</p>,
}));

const REMOTES = {
  social: 'http://social.test/mf-manifest.json',
  games: 'http://games.test/mf-manifest.json',
};

async function openAt(path: string) {
  vi.resetModules();
  const areas = await import('../remote-areas.ts');
  const { BrowseArea } = await import('../browse-area.tsx');
  areas.routeSectionsOf(REMOTES);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/browse/*" element={<BrowseArea />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function answer(remote: keyof typeof REMOTES, sections: string[]) {
  await act(async () =>
    manifests.answers.get(REMOTES[remote])?.({ metaData: { canopy: { sections } } }),
  );
}

beforeEach(() => manifests.answers.clear());

it('shows the area of the remote whose manifest declares the section, once it has said so', async () => {
  await openAt('/browse/garden-club/12');
  expect(screen.getByRole('status').textContent).toBe('Loading…');
  await answer('games', ['quiz']);
  expect(screen.getByRole('status')).toBeTruthy(); // social may still declare it
  await answer('social', ['activity-wall', 'garden-club']);
  expect(screen.getByText('The social area')).toBeTruthy();
});

it('routes a section as soon as its manifest arrives, whatever the others do', async () => {
  await openAt('/browse/quiz');
  await answer('games', ['quiz']);
  expect(screen.getByText('The games area')).toBeTruthy();
});

it("shows the host's not-found page for a section no remote declares", async () => {
  await openAt('/browse/no-such-section');
  await answer('social', ['activity-wall']);
  await answer('games', ['quiz']);
  expect(screen.getByText('Page not found')).toBeTruthy();
});
