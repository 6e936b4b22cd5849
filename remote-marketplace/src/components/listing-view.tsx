import { ResourceView, sharedPaths, type ResourceViewProps } from '@canopy/shared-core';
import { AppLink } from './app-link.tsx';
import { LoadingStack } from './loading-stack.tsx';

/**
 * The load of one listing's page, a dispensary or a product: a skeleton of its title and
 * picture while it comes, and the way back to all dispensaries when it is not listed.
 */
export function ListingView<T>({
  state,
  onRetry,
  noun,
  pictureHeight,
  children,
}: Pick<ResourceViewProps<T>, 'state' | 'onRetry' | 'children'> & {
  /** What the page shows, in its headings: "product", "dispensary". */
  noun: string;
  /** The height of the skeleton under the title, the shape of the page's first block. */
  pictureHeight: number;
}) {
  return (
    <ResourceView
      state={state}
      onRetry={onRetry}
      errorTitle={`This ${noun} could not be loaded`}
      notFoundTitle={`This ${noun} is not listed`}
      notFound={<AppLink to={sharedPaths.marketplace()}>See all dispensaries</AppLink>}
      loading={<LoadingStack shapes={[{ height: 32, width: '50%' }, { height: pictureHeight }]} />}
    >
      {children}
    </ResourceView>
  );
}
