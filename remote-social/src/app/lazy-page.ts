import { lazy, type ComponentType } from 'react';

/**
 * A page whose code is fetched the first time it is shown, so the wall (the area's first
 * page) does not carry chat, the sections and the rest; meanwhile the host's Suspense
 * shows the area's spinner, and a failed fetch its fallback.
 */
export function lazyPage<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}
