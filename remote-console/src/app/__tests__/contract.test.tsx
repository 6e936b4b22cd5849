import { apiBaseAtom, consolePath, isRemoteRoutesModule, store } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import * as routes from '../routes.tsx';
import { CONSOLE_SECTIONS } from '../sections.ts';

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('keeps the host contract: the build exposes ./routes, which exports a component', async () => {
  // The webpack factory throws on import when the exposes block or the declared sections
  // drift from the contract.
  // @ts-expect-error -- the webpack config is plain JavaScript without type declarations
  await expect(import('../../../webpack.config.mjs')).resolves.toHaveProperty('default');
  expect(isRemoteRoutesModule(routes)).toBe(true);
});

/** Whether the console has a page at `path`: its own not-found page says when it has none. */
function hasPage(path: string): boolean {
  const ConsoleRoutes = routes.default;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/console/*" element={<ConsoleRoutes />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  const found = screen.queryByText('Page not found') === null;
  view.unmount();
  return found;
}

it.each(CONSOLE_SECTIONS)('has a page in the section it declares: %s', (section) => {
  stubApi({});
  expect(hasPage(consolePath(section))).toBe(true);
});

it('answers a section it does not declare with its own not-found page', () => {
  stubApi({});
  expect(hasPage(consolePath('no-such-section'))).toBe(false);
});
