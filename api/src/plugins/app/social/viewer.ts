import type { AccountRow } from '../identity/accounts-repository.ts';
import type { Viewer } from './albums-repository.ts';

/** Who is looking, as the visibility rules need it. */
export function viewerOf(member: AccountRow): Viewer {
  return { id: member.id, audienceIds: member.audience_ids };
}
