import {
  BareList,
  EmptyState,
  ResourceView,
  Skeleton,
  type ResourceState,
} from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { Section } from './section.tsx';

type Loaded<T> = Exclude<T, { valid: false }>;

/**
 * A games list loading in its four states, worded from what it lists (`things`, e.g.
 * "quizzes"): a skeleton `loadingHeight` high, "Quizzes could not be loaded" with Retry,
 * "No quizzes yet" with `emptyText` under it, or the list itself.
 */
export function ListView<T extends { items: readonly unknown[] } | { valid: false }>({
  state,
  onRetry,
  things,
  loadingHeight,
  emptyText,
  children,
}: {
  state: ResourceState<T>;
  onRetry: () => void;
  things: string;
  loadingHeight: number;
  emptyText: string;
  children: (data: Loaded<T>) => ReactNode;
}) {
  return (
    <ResourceView
      state={state}
      onRetry={onRetry}
      errorTitle={`${things.charAt(0).toUpperCase()}${things.slice(1)} could not be loaded`}
      loading={<Skeleton height={loadingHeight} />}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={`No ${things} yet`}>{emptyText}</EmptyState>}
    >
      {children}
    </ResourceView>
  );
}

/**
 * The member's own things in a section headed "Your {things}" (its id `{things}-mine`), one
 * entry each in a list the heading names.
 */
export function YourList<T extends { items: readonly unknown[] } | { valid: false }>({
  state,
  onRetry,
  things,
  emptyText,
  children,
}: {
  state: ResourceState<T>;
  onRetry: () => void;
  things: string;
  emptyText: string;
  children: (item: Loaded<T>['items'][number]) => ReactNode;
}) {
  const id = `${things}-mine`;
  return (
    <Section id={id} title={`Your ${things}`}>
      <ListView
        state={state}
        onRetry={onRetry}
        things={things}
        loadingHeight={120}
        emptyText={emptyText}
      >
        {(data) => (
          <BareList gap="md" aria-labelledby={id}>
            {data.items.map(children)}
          </BareList>
        )}
      </ListView>
    </Section>
  );
}
