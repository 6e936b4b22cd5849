import { retryableLazy } from '@canopy/shared-core';
import type { ComponentType } from 'react';

/**
 * A page whose code is fetched the first time it is shown, so the wall (the area's first
 * page) does not carry chat, the sections and the rest; meanwhile the host's Suspense
 * shows the area's spinner, and a failed fetch its fallback, whose Retry fetches it again.
 */
export function lazyPage<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return retryableLazy(async () => pick(await load()));
}
