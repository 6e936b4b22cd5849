// Reports of every kind for the demo's review queue (issue 35): a post, a comment, a chat
// message (reported by a member of that chat), a review and a member profile, each with
// reasons. Fewer reports than the threshold: nothing is hidden, so the demo reads as before,
// and the queue has one of each kind for a moderator or operator to try.
import type { Queryable } from '../db/db.ts';
import { itemReported, type ModerationKind } from '../plugins/app/kernel/moderation.ts';

interface SeedReport {
  kind: ModerationKind;
  /** SQL of one row: `id` (the item) and `owner_id` (its author). */
  find: string;
  /** [reporter's username, reason, description]. */
  by: [string, string, string][];
}

const REPORTS: SeedReport[] = [
  {
    kind: 'ALBUM',
    find: "SELECT id, owner_id FROM albums WHERE title = 'Storm chasing from the porch'",
    by: [
      ['hannah.l', 'SPAM', ''],
      ['luis.r', 'OTHER', 'Reads like an advert for a storm tour company.'],
    ],
  },
  {
    kind: 'NOTE',
    find: `SELECT n.id, n.owner_id FROM notes n JOIN albums al ON al.id = n.album_id
            WHERE al.title = 'Welcome to Canopy' AND n.comment = 'The quiz packs are addictive.'`,
    by: [['hannah.l', 'SPAM', 'Promotes the quiz packs on every post.']],
  },
  {
    kind: 'CHAT_MESSAGE',
    find: `SELECT n.id, n.owner_id FROM notes n JOIN albums al ON al.id = n.album_id
            WHERE al.title = 'Weekend growers' AND n.comment = 'See you all there!'`,
    by: [['casey.m', 'HARASSMENT', 'Sent to me again after I asked to stop.']],
  },
  {
    kind: 'REVIEW',
    find: `SELECT al.id, al.owner_id FROM albums al JOIN accounts a ON a.id = al.owner_id
            WHERE al.review_type IS NOT NULL AND a.username <> 'dana.r'
            ORDER BY al.id LIMIT 1`,
    by: [['grace.k', 'SPAM', 'The same review is on every shop.']],
  },
  {
    kind: 'ACCOUNT',
    find: "SELECT id, id AS owner_id FROM accounts WHERE username = 'tyler.b'",
    by: [['luis.r', 'OTHER', 'Pretends to be the owner of Prairie Leaf Co.']],
  },
];

export async function seedModerationReports(tx: Queryable): Promise<void> {
  for (const report of REPORTS) {
    const [item] = await tx.query<{ id: number; owner_id: number }>(report.find);
    if (!item) continue;
    for (const [username, reason, description] of report.by) {
      const inserted = await tx.query(
        `INSERT INTO flags (account_id, flagable_type, flagable_id, description, reason,
                            reported_account_id)
         SELECT id, $2, $3, $4, $5, $6 FROM accounts WHERE username = $1 AND id <> $6
         ON CONFLICT DO NOTHING RETURNING id`,
        [username, report.kind, item.id, description, reason, item.owner_id],
      );
      if (inserted.length === 0) continue;
      if (report.kind === 'ALBUM') {
        await tx.query('UPDATE albums SET flag_count = flag_count + 1 WHERE id = $1', [item.id]);
      }
      // Below the threshold: it enters the queue without being hidden (nobody is told).
      await itemReported(tx, { kind: report.kind, id: item.id, authorId: item.owner_id });
    }
  }
}
