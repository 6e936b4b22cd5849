import { Button } from '@canopy/shared-core';

/** Loads the next page of a list: it says so while loading, and cannot be pressed twice. */
export function LoadMoreButton({
  loading,
  onClick,
  label,
}: {
  loading: boolean;
  onClick: () => void;
  label: string;
}) {
  return (
    <Button variant="secondary" disabled={loading} onClick={onClick}>
      {loading ? 'Loading…' : label}
    </Button>
  );
}
