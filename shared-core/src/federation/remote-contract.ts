import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: one component that renders the remote's
 * pages for the path below its area (the host mounts it under `/browse/...`).
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** The remotes the host knows, by federation name. */
export const REMOTE_NAMES = ['social', 'marketplace', 'games', 'ai'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
