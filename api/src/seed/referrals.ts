import type { Queryable } from '../db/db.ts';

/**
 * Who signed up through whose link: [member, referred by]. The demo member referred a few
 * friends, who referred others; nobody referred the demo member (tests set that).
 */
export const REFERRALS: [member: string, referrer: string][] = [
  ['jonah', 'dana'],
  ['sam', 'dana'],
  ['tyler', 'dana'],
  ['luis', 'jonah'],
  ['grace', 'luis'],
  ['hannah', 'sam'],
  ['maya', 'casey'],
];

export async function seedReferrals(tx: Queryable, memberIds: Map<string, number>): Promise<void> {
  for (const [member, referrer] of REFERRALS) {
    const memberId = memberIds.get(member);
    const referrerId = memberIds.get(referrer);
    if (memberId === undefined || referrerId === undefined) {
      throw new Error(`Unknown seed member in referral ${member} ← ${referrer}`);
    }
    await tx.query('UPDATE accounts SET referral_account_id = $2 WHERE id = $1', [
      memberId,
      referrerId,
    ]);
  }
}
