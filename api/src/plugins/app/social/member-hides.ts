// Block and mute (issue 34), as ONE rule that every list reads: `hiddenFromViewerSql` says
// whether what `author` wrote is hidden from `viewer`. It sits where every list already
// passes — readableByViewerSql (every album: the wall, discover, search, see-all, album
// detail, notes on albums), visibleNotificationSql (notifications and the unread badge), and
// the comment and chat-message queries (notesHiddenFromViewerSql) — so a new list that
// reads through those is covered without knowing about blocks.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';
import type { HiddenMemberResponse, HideKind } from '../../../schemas/member-hides.ts';

interface HiddenRow extends PublicAccountRow {
  kind: HideKind;
  created_ms: string;
}

export function createMemberHidesRepository(db: Db, mediaUrl: MediaUrl) {
  return {
    /** The members `memberId` blocked or muted, most recent first (account settings). */
    async list(memberId: number): Promise<HiddenMemberResponse[]> {
      const rows = await db.query<HiddenRow>(
        `SELECT ${PUBLIC_ACCOUNT_COLUMNS('a')}, mh.kind,
                (extract(epoch FROM mh.created_at) * 1000)::bigint::text AS created_ms
           FROM member_hides mh JOIN accounts a ON a.id = mh.hidden_id
          WHERE mh.member_id = $1
          ORDER BY mh.created_at DESC, mh.hidden_id DESC`,
        [memberId],
      );
      return rows.map((row) => ({
        account: toAccountShort(row, mediaUrl),
        kind: row.kind,
        since: Number(row.created_ms),
      }));
    },

    /** Whether `accountId` is a member (404 otherwise, before hiding them). */
    async exists(accountId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM accounts WHERE id = $1', [accountId]);
      return rows.length > 0;
    },

    /** Blocks or mutes `hiddenId` for `memberId`; a block replaces a mute and the reverse. */
    async hide(memberId: number, hiddenId: number, kind: HideKind): Promise<void> {
      await db.query(
        `INSERT INTO member_hides (member_id, hidden_id, kind) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, hidden_id) DO UPDATE SET kind = EXCLUDED.kind, created_at = now()`,
        [memberId, hiddenId, kind],
      );
    },

    /** Undoes a block or mute; false when there was none. */
    async unhide(memberId: number, hiddenId: number): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM member_hides WHERE member_id = $1 AND hidden_id = $2 RETURNING hidden_id',
        [memberId, hiddenId],
      );
      return rows.length > 0;
    },
  };
}

export type MemberHidesRepository = ReturnType<typeof createMemberHidesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    memberHides: MemberHidesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('memberHides', createMemberHidesRepository(app.db, app.mediaUrl));
  },
  { name: 'member-hides', dependencies: ['db', 'media-url'] },
);
