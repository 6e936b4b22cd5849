import { ErrorState, Spinner, retryFailedLoads, space, type RemoteName } from '@canopy/shared-core';
import { Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteRoutes } from '../api/remotes.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

const AREA_TITLES: Record<RemoteName, string> = {
  social: 'Community',
  marketplace: 'Marketplace',
  games: 'Games',
  ai: 'Assistant',
};

// One load per remote and attempt: `use` needs the same promise on every render.
const loads = new Map<string, Promise<{ default: ComponentType }>>();
const failedLoads = new Set<string>();

function remoteRoutes(remote: RemoteName, attempt: number) {
  const key = `${remote}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteRoutes(remote);
    load.catch(() => failedLoads.add(key));
    loads.set(key, load);
  }
  return load;
}

/** Starts loading a remote before its area is drawn; the area then uses this same load. */
export function preloadRemoteArea(remote: RemoteName): void {
  remoteRoutes(remote, 0).catch(() => undefined); // the area shows the failure
}

/** Leaving an area forgets its failed loads, so the next visit tries again. */
function forgetFailedLoads(remote: RemoteName) {
  for (const key of failedLoads) {
    if (key.startsWith(`${remote}#`)) {
      loads.delete(key);
      failedLoads.delete(key);
    }
  }
}

function RemoteRoutes({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const { default: Routes } = use(remoteRoutes(remote, attempt));
  return <Routes />;
}

/**
 * Mounts one remote's pages. The remote is fetched on first visit; if it is down or
 * throws, only this area shows a fallback, and Retry loads it again.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => () => forgetFailedLoads(remote), [remote]);

  return (
    <section aria-label={`${AREA_TITLES[remote]} area`} data-remote={remote}>
      <RemoteErrorBoundary
        key={attempt}
        fallback={() => (
          <ErrorState
            title={`${AREA_TITLES[remote]} is unavailable right now`}
            message="This part of Canopy could not be loaded. The rest of the app still works."
            onRetry={() => {
              retryFailedLoads(); // the remote's own lazily loaded pages too
              setAttempt((n) => n + 1);
            }}
          />
        )}
      >
        <Suspense
          fallback={
            <div css={{ padding: space.xl }}>
              <Spinner label={`Loading ${AREA_TITLES[remote].toLowerCase()}…`} />
            </div>
          }
        >
          <RemoteRoutes remote={remote} attempt={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}
