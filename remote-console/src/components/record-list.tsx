import {
  BareList,
  EmptyState,
  ResourceView,
  type ResourceState,
  type ResourceViewProps,
} from '@canopy/shared-core';
import type { ReactNode } from 'react';

/**
 * A loaded console list (members, words, audit entries, remotes): loading, error and empty
 * states from ResourceView, then the entries as a labelled list (`children` draws them,
 * `summary` says something above them).
 */
export function RecordList<T extends { items: readonly unknown[] }>({
  state,
  onRetry,
  errorTitle,
  emptyTitle,
  emptyText,
  label,
  gap = 'sm',
  summary,
  children,
}: {
  state: ResourceState<T>;
  onRetry: () => void;
  errorTitle: string;
  emptyTitle: string;
  emptyText: ReactNode;
  label: string;
  gap?: 'sm' | 'md';
  summary?: ResourceViewProps<T>['children'];
  children: ResourceViewProps<T>['children'];
}) {
  return (
    <ResourceView
      state={state}
      onRetry={onRetry}
      errorTitle={errorTitle}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState title={emptyTitle}>
          <p>{emptyText}</p>
        </EmptyState>
      }
    >
      {(data) => (
        <>
          {summary?.(data)}
          <BareList aria-label={label} gap={gap}>
            {children(data)}
          </BareList>
        </>
      )}
    </ResourceView>
  );
}
