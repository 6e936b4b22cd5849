import { EmptyState } from './states.tsx';

/** What a remote shows for a path inside its area that it does not have (yet). */
export function RemoteNotFound({ area }: { area: string }) {
  return (
    <EmptyState title="Page not found">
      <p>
        There is no such page in {area}. Check the address, or use the navigation above to find what
        you are looking for.
      </p>
    </EmptyState>
  );
}
