import { Button } from '@canopy/shared-core';

/** Join/Leave, Follow/Unfollow or Attend/Not attending, as one toggle. */
export function MembershipButton({
  isMember,
  busy,
  labels,
  onToggle,
}: {
  isMember: boolean;
  busy: boolean;
  labels: { join: string; leave: string };
  onToggle: () => void;
}) {
  return (
    <Button
      variant={isMember ? 'secondary' : 'primary'}
      aria-pressed={isMember}
      disabled={busy}
      onClick={onToggle}
    >
      {isMember ? labels.leave : labels.join}
    </Button>
  );
}
