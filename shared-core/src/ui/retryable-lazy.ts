import { createElement, lazy, type ComponentType } from 'react';

// Retry buttons start a new attempt; code that failed to load in an earlier one loads afresh.
let attempt = 0;

/** For a Retry button: components from `retryableLazy` whose code failed load it again. */
export function retryFailedLoads(): void {
  attempt += 1;
}

interface LazyEntry<Props> {
  Component: ComponentType<Props>;
  /** The attempt it was made in. */
  attempt: number;
  failed: boolean;
}

/**
 * A component whose code is fetched the first time it renders, like React.lazy; but where
 * React.lazy keeps a failed import for good (so after one network blip Retry shows the same
 * error), this one fetches again once `retryFailedLoads` has been called. Until then each
 * render meets the same failure: React renders again after a load settles, and a fresh load
 * there would retry in a loop instead of reaching the error boundary.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let current: LazyEntry<Props> | undefined;

  const currentComponent = () => {
    if (!current || (current.failed && current.attempt !== attempt)) {
      const entry: LazyEntry<Props> = {
        attempt,
        failed: false,
        Component: lazy(() =>
          load().then(
            (Component) => ({ default: Component }),
            (error: unknown) => {
              entry.failed = true;
              throw error;
            },
          ),
        ),
      };
      current = entry;
    }
    return current.Component;
  };

  return function RetryableLazy(props: Props) {
    return createElement(currentComponent(), props);
  };
}
