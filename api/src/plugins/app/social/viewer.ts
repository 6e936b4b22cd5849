import type { AccountRow } from '../kernel/current-member.ts';
import type { Viewer } from '../kernel/visibility.ts';

/** Who is looking, as the visibility rules need it. */
export function viewerOf(member: AccountRow): Viewer {
  return { id: member.id, audienceIds: member.audience_ids };
}
