import { EmptyState, space, sharedPaths } from '@canopy/shared-core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div css={{ padding: `${space.xl} 0` }}>
      <EmptyState title="Page not found">
        <p>The page you were looking for does not exist or has moved.</p>
        <Link to={sharedPaths.wall()}>Go to the activity wall</Link>
      </EmptyState>
    </div>
  );
}

/** Where deep links we do not know land (SPEC §2 "Deep links"). */
export function ComingPage() {
  return (
    <div css={{ padding: `${space.xl} 0` }}>
      <EmptyState title="This link is not available on the web">
        <p>It points to something the web app does not show. Try the activity wall instead.</p>
        <Link to={sharedPaths.wall()}>Go to the activity wall</Link>
      </EmptyState>
    </div>
  );
}
