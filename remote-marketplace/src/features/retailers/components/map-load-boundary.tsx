import { ErrorState, retryFailedLoads } from '@canopy/shared-core';
import { Component, type ReactNode } from 'react';

/** The map's code failed to load (offline, a new release): say so, and Retry fetches it. */
export class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title="The map could not be loaded"
        message="The list view still shows every dispensary."
        onRetry={() => {
          retryFailedLoads();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
