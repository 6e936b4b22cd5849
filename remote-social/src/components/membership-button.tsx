import { Button } from '@canopy/shared-core';
import type { SectionMembership } from '../hooks/use-membership.ts';

/**
 * Join/Leave, Follow/Unfollow or Attend/Not attending, as one toggle; nothing until the
 * member's own sections are loaded (the button could say the wrong thing).
 */
export function MembershipButton({
  membership,
  labels,
}: {
  membership: SectionMembership;
  labels: { join: string; leave: string };
}) {
  if (!membership.ready) return null;
  return (
    <Button
      variant={membership.isMember ? 'secondary' : 'primary'}
      aria-pressed={membership.isMember}
      disabled={membership.busy}
      onClick={membership.toggle}
    >
      {membership.isMember ? labels.leave : labels.join}
    </Button>
  );
}
