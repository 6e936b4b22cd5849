import { color } from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An in-app link in the marketplace's link style. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} css={{ color: color.primary, fontWeight: 500 }}>
      {children}
    </Link>
  );
}
