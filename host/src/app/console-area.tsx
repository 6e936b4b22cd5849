import { CONSOLE_REMOTE } from '@canopy/shared-core';
import { RemoteArea } from '../features/remotes/components/remote-area.tsx';

/** `/console/…`: the staff console remote's pages (the route lets staff alone this far). */
export function ConsoleArea() {
  return <RemoteArea remote={CONSOLE_REMOTE} />;
}
