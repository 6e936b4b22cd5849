import { ErrorState, Spinner, retryFailedLoads, space, type RemoteName } from '@canopy/shared-core';
import { Suspense, use, useEffect, useState } from 'react';
import { forgetFailedLoads, remoteRoutes } from '../api/remote-loads.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

const AREA_TITLES: Record<RemoteName, string> = {
  social: 'Community',
  marketplace: 'Marketplace',
  games: 'Games',
  ai: 'Assistant',
  console: 'Staff console',
};

/** An area's place on the page while its code (or which remote serves it) is on the way. */
export function AreaLoading({ label }: { label: string }) {
  return (
    <div css={{ padding: space.xl }}>
      <Spinner label={label} />
    </div>
  );
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
          fallback={<AreaLoading label={`Loading ${AREA_TITLES[remote].toLowerCase()}…`} />}
        >
          <RemoteRoutes remote={remote} attempt={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}
