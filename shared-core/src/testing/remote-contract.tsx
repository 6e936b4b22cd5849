import { screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { browsePath } from '../federation/browse-paths.ts';
import { isRemoteRoutesModule } from '../federation/remote-contract.ts';
import { apiBaseAtom } from '../state/app-atoms.ts';
import { store } from '../state/store.ts';
import { renderAt } from './render-at.tsx';
import { stubApi } from './stub-api.ts';

export interface RemoteUnderTest {
  /** The module the remote exposes as ./routes. */
  routes: { default: ComponentType };
  /** The sections the remote declares to the host. */
  sections: readonly string[];
  /** Imports the remote's webpack config, whose factory throws when it drifts from the contract. */
  loadWebpackConfig: () => Promise<unknown>;
}

/** The tests every remote keeps: the host contract holds and each declared section has a page. */
export function testRemoteContract({ routes, sections, loadWebpackConfig }: RemoteUnderTest) {
  beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the host contract: the build exposes ./routes, which exports a component', async () => {
    await expect(loadWebpackConfig()).resolves.toHaveProperty('default');
    expect(isRemoteRoutesModule(routes)).toBe(true);
  });

  /** Whether the remote has a page at `path`: its own not-found page says when it has none. */
  function hasPage(path: string): boolean {
    const RemoteRoutes = routes.default;
    const view = renderAt(
      path,
      <Suspense fallback={null}>
        <RemoteRoutes />
      </Suspense>,
      { route: '/browse/*' },
    );
    const found = screen.queryByText('Page not found') === null;
    view.unmount();
    return found;
  }

  it.each(sections)('has a page in the section it declares: %s', (section) => {
    // The host sends every /browse/<section>/… it declares here: a list page or a detail page.
    stubApi({});
    expect(hasPage(browsePath(section)) || hasPage(browsePath(section, 1))).toBe(true);
  });

  it('answers a section it does not declare with its own not-found page', () => {
    stubApi({});
    expect(hasPage(browsePath('no-such-section'))).toBe(false);
  });
}
