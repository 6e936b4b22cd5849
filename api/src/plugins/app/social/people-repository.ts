import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { countAtMost, pageSql, statement, type Param } from '../../../db/sql.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { likePattern, pageOf, probePage, toEpochMs, type Page } from '../../../lib/paging.ts';
import type { PersonResponse, ReferralEntryResponse } from '../../../schemas/people.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';
import { personColumns, toPerson, type PersonRow } from './follows-repository.ts';
import { blockedBetweenSql } from '../kernel/member-hides.ts';
import { moderationShownSql } from '../kernel/moderation.ts';

interface ReferralRow extends PublicAccountRow {
  level: number;
  referral_account_id: number | null;
  created_at: Date | string;
  children_total: number;
}

// Each member has one referrer, so walking down from a member can only loop back through
// that member, which the walk excludes.
const CHILDREN_TREE = `WITH RECURSIVE tree (id, level) AS (
    SELECT id, 1 FROM accounts WHERE referral_account_id = $1 AND id <> $1
    UNION ALL
    SELECT a.id, t.level + 1 FROM accounts a JOIN tree t ON a.referral_account_id = t.id
     WHERE t.level < $2 AND a.id <> $1)`;

// Walking up can enter a loop of two members who referred each other; the path stops it.
const ANCESTOR_CHAIN = `WITH RECURSIVE chain (id, level, path) AS (
    SELECT referral_account_id, 1, ARRAY[id] FROM accounts
     WHERE id = $1 AND referral_account_id IS NOT NULL AND referral_account_id <> $1
    UNION ALL
    SELECT a.referral_account_id, c.level + 1, c.path || a.id
      FROM accounts a JOIN chain c ON a.id = c.id
     WHERE a.referral_account_id IS NOT NULL AND c.level < $2
       AND NOT (a.referral_account_id = ANY (c.path || a.id)))`;

const REFERRAL_SELECT = `${PUBLIC_ACCOUNT_COLUMNS('a')}, a.referral_account_id, a.created_at,
  (SELECT count(*)::int FROM accounts c WHERE c.referral_account_id = a.id) AS children_total`;

export function createPeopleRepository(db: Db, mediaUrl: MediaUrl) {
  const toEntry = (row: ReferralRow): ReferralEntryResponse => ({
    ...toAccountShort(row, mediaUrl),
    level: row.level,
    referrerId: row.referral_account_id,
    joinedDate: toEpochMs(row.created_at) ?? 0,
    childrenTotalNumber: row.children_total,
  });

  return {
    /**
     * Other members whose name or username contains the keyword; exact matches first, then
     * names starting with it. Only public account fields leave this query.
     */
    async search(
      viewerId: number,
      keyword: string | undefined,
      page: Page,
    ): Promise<{ items: PersonResponse[]; countTotal: number }> {
      // Members who blocked each other leave each other's lists (member-hides.ts).
      const filter = (param: Param, viewer: string): string => {
        // Nor members whose profile moderation hides (kernel/moderation.ts).
        const others = `a.id <> ${viewer} AND NOT ${blockedBetweenSql('a.id', viewer)}
          AND ${moderationShownSql('ACCOUNT', 'a.id', 'a.id', viewer)}`;
        if (!keyword) return others;
        const pattern = param(likePattern(keyword));
        return `${others}
          AND ((a.first_name || ' ' || a.last_name) ILIKE ${pattern} OR a.username ILIKE ${pattern})`;
      };
      // A bare constant in ORDER BY would name a column, so no keyword means no rank at all.
      const rank = (param: Param): string => {
        if (!keyword) return '';
        const exact = param(keyword.toLowerCase());
        const prefix = param(likePattern(keyword).slice(1));
        return `CASE WHEN lower(a.first_name || ' ' || a.last_name) = ${exact}
                       OR lower(a.username) = ${exact}
                       OR lower(a.first_name) = ${exact} OR lower(a.last_name) = ${exact} THEN 0
                     WHEN a.first_name ILIKE ${prefix} OR a.last_name ILIKE ${prefix}
                       OR a.username ILIKE ${prefix} THEN 1
                     ELSE 2 END,`;
      };
      const listing = statement();
      const me = listing.param(viewerId);
      const listingSql = `SELECT ${personColumns('a', me)}
             FROM accounts a
            WHERE ${filter(listing.param, me)}
            ORDER BY ${rank(listing.param)} lower(a.first_name), lower(a.last_name), a.id
            ${pageSql(listing.param, probePage(page))}`;
      const rows = await db.query<PersonRow>(listingSql, listing.params);
      // Counted only past a full page, and then at most COUNT_CAP members (lib/paging.ts).
      const found = await pageOf(page, rows, (cap) =>
        countAtMost(db, (param) => `FROM accounts a WHERE ${filter(param, param(viewerId))}`, cap),
      );
      return {
        items: found.items.map((row) => toPerson(row, mediaUrl)),
        countTotal: found.countTotal,
      };
    },

    async accountShort(accountId: number) {
      const rows = await db.query<PublicAccountRow>(
        `SELECT ${PUBLIC_ACCOUNT_COLUMNS('a')} FROM accounts a WHERE a.id = $1`,
        [accountId],
      );
      return rows[0] ? toAccountShort(rows[0], mediaUrl) : undefined;
    },

    /** Members the account referred, and whom they referred, down to `levels`. */
    async referralChildren(
      accountId: number,
      levels: number,
      page: Page,
    ): Promise<{ items: ReferralEntryResponse[]; countTotal: number }> {
      const [rows, counted] = await Promise.all([
        db.query<ReferralRow>(
          `${CHILDREN_TREE}
           SELECT ${REFERRAL_SELECT}, t.level FROM tree t JOIN accounts a ON a.id = t.id
            ORDER BY t.level, a.created_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
          [accountId, levels, page.limit, page.start],
        ),
        db.query<{ total: number }>(`${CHILDREN_TREE} SELECT count(*)::int AS total FROM tree`, [
          accountId,
          levels,
        ]),
      ]);
      return { items: rows.map(toEntry), countTotal: counted[0]?.total ?? 0 };
    },

    /** Who referred the account, who referred them, and so on up to `levels`; nearest first. */
    async referralAncestors(accountId: number, levels: number): Promise<ReferralEntryResponse[]> {
      const rows = await db.query<ReferralRow>(
        `${ANCESTOR_CHAIN}
         SELECT ${REFERRAL_SELECT}, c.level FROM chain c JOIN accounts a ON a.id = c.id
          ORDER BY c.level`,
        [accountId, levels],
      );
      return rows.map(toEntry);
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    people: PeopleRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('people', createPeopleRepository(app.db, app.mediaUrl));
  },
  { name: 'people', dependencies: ['db', 'media-url'] },
);
