import type { Db } from '../db/db.ts';
import { awardBadges } from '../plugins/app/games/achievements-repository.ts';
import { refreshLeaderboardTotals } from '../plugins/app/games/leaderboard-totals.ts';
import { seedAlbums } from './albums.ts';
import { seedAssets } from './assets.ts';
import { seedAssistantConversations } from './assistant.ts';
import { seedChallenges } from './challenges.ts';
import { seedChats } from './chats.ts';
import { seedGames } from './games.ts';
import { seedInvites } from './invites.ts';
import { seedMarketplace, seedShopStaff } from './marketplace.ts';
import { seedMembers } from './members.ts';
import { seedReferrals } from './referrals.ts';
import { seedRetailers } from './retailers.ts';
import { seedContentSections } from './content-sections.ts';
import { seedSections } from './sections.ts';
import { seedReviews, seedSocial } from './social.ts';
import { seedTournaments } from './tournaments.ts';
import { seedModerationReports } from './moderation.ts';

const SEED_LOCK_ID = 4_242_002;

/**
 * Seeds the demo community when there are no members yet. Runs in one transaction under
 * an advisory lock, so two instances starting together seed once, and a failure leaves
 * nothing half-written.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const existing = await tx.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM accounts) AS found',
    );
    if (existing[0]?.found) return false;
    const memberIds = await seedMembers(tx);
    await seedAlbums(tx, memberIds);
    await seedAssets(tx);
    await seedSocial(tx);
    await seedSections(tx);
    await seedChats(tx);
    await seedContentSections(tx);
    await seedReferrals(tx, memberIds);
    await seedAssistantConversations(tx, memberIds);
    await seedInvites(tx, memberIds);
    await seedRetailers(tx);
    await seedMarketplace(tx, memberIds);
    await seedShopStaff(tx, memberIds);
    await seedReviews(tx);
    await seedTournaments(tx, memberIds, await seedGames(tx, memberIds));
    await seedChallenges(tx);
    // Reports of every kind waiting in the review queue (after the items they are on).
    await seedModerationReports(tx);
    // The demo play went straight into the tables: total it for the all-time boards.
    const accounts = await tx.query<{ id: number }>('SELECT id FROM accounts ORDER BY id');
    await refreshLeaderboardTotals(
      tx,
      accounts.map((account) => account.id),
    );
    // Award what the demo play has earned, so the demo member starts with some badges.
    for (const account of accounts) await awardBadges(tx, account.id, { announce: false });
    // Categories were inserted with fixed ids; move the sequence past them.
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories))",
    );
    return true;
  });
}
