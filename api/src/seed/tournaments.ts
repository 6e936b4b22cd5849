import type { Queryable } from '../db/db.ts';
import type { GameSeed } from './game-play.ts';

const DAY = 24 * 60 * 60 * 1000;

interface SeedTournament {
  title: string;
  description: string;
  owner: string;
  joinCode: string;
  /** Days from now. */
  starts: number;
  ends: number;
  packs: string[];
  costToPlay?: number;
  rewards?: string;
  /** Members besides the owner, with how well they play. */
  players: [key: string, skill: number][];
  ownerSkill: number;
}

/** The demo member (dana) owns one, joined two, has not joined the Buzz Cup (BUZZ42). */
export const TOURNAMENTS: SeedTournament[] = [
  {
    title: 'Spring Grow-Off',
    description: 'Two weeks of plant questions. Bragging rights for the greenest thumb.',
    owner: 'dana',
    joinCode: 'GROW24',
    starts: -5,
    ends: 9,
    packs: ['plant-basics', 'grow-your-own'],
    rewards: 'The winner picks the next community quiz topic.',
    players: [
      ['marcus', 0.85],
      ['priya', 0.9],
      ['elena', 0.75],
      ['maya', 0.95],
    ],
    ownerSkill: 0.8,
  },
  {
    title: 'Terpene Tuesday',
    description: 'Nose training for the whole crew. New players welcome.',
    owner: 'casey',
    joinCode: 'TERPS2',
    starts: -2,
    ends: 5,
    packs: ['terpenes'],
    players: [
      ['dana', 0.7],
      ['sam', 0.5],
      ['tyler', 0.65],
      ['luis', 0.6],
    ],
    ownerSkill: 0.6,
  },
  {
    title: 'Prairie Buzz Cup',
    description: 'Pollinators and prairie trivia. Five tickets to enter.',
    owner: 'marcus',
    joinCode: 'BUZZ42',
    starts: -3,
    ends: 12,
    packs: ['pollinators', 'community'],
    costToPlay: 5,
    rewards: 'Top three get a shout-out on the activity wall.',
    players: [
      ['jonah', 0.55],
      ['hannah', 0.7],
    ],
    ownerSkill: 0.85,
  },
  {
    title: 'Winter Warm-Up',
    description: 'Know the law before the season starts.',
    owner: 'priya',
    joinCode: 'WNTR25',
    starts: -40,
    ends: -20,
    packs: ['know-the-law'],
    players: [
      ['dana', 0.75],
      ['elena', 0.8],
    ],
    ownerSkill: 0.9,
  },
  {
    title: 'Harvest Moon Classic',
    description: 'Harvest-time questions, opening soon.',
    owner: 'elena',
    joinCode: 'HRVST6',
    starts: 10,
    ends: 24,
    packs: ['grow-your-own'],
    players: [['dana', 0.75]],
    ownerSkill: 0.8,
  },
];

export async function seedTournaments(
  tx: Queryable,
  memberIds: Map<string, number>,
  games: GameSeed,
): Promise<void> {
  const now = Date.now();
  const member = (key: string): number => {
    const id = memberIds.get(key);
    if (id === undefined) throw new Error(`No seeded member ${key}`);
    return id;
  };
  for (const tournament of TOURNAMENTS) {
    const startDate = new Date(now + tournament.starts * DAY);
    const rows = await tx.query<{ id: number }>(
      // One that ended in the demo's past had its result announced then, not at first start.
      `INSERT INTO tournaments (owner_id, title, description, join_code, start_date, end_date,
         cost_to_play, rewards, created_at, results_announced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $6 <= now() THEN $6 END)
       RETURNING id`,
      [
        member(tournament.owner),
        tournament.title,
        tournament.description,
        tournament.joinCode,
        startDate,
        new Date(now + tournament.ends * DAY),
        tournament.costToPlay ?? 0,
        tournament.rewards ?? null,
        new Date(startDate.getTime() - 2 * DAY),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`Could not seed ${tournament.title}`);
    const packIds = tournament.packs.map((slug) => {
      const packId = games.packIds.get(slug);
      if (packId === undefined) throw new Error(`No seeded quiz pack ${slug}`);
      return packId;
    });
    for (const [position, packId] of packIds.entries()) {
      await tx.query(
        'INSERT INTO tournament_games (tournament_id, pack_id, position) VALUES ($1, $2, $3)',
        [id, packId, position + 1],
      );
    }
    const players: [string, number][] = [
      [tournament.owner, tournament.ownerSkill],
      ...tournament.players,
    ];
    const started = tournament.starts <= 0;
    for (const [index, [key, skill]] of players.entries()) {
      const joinedAt = new Date(startDate.getTime() - DAY + index * 3_600_000);
      await tx.query(
        'INSERT INTO tournament_members (tournament_id, account_id, joined_at) VALUES ($1, $2, $3)',
        [id, member(key), joinedAt],
      );
      if (!started) continue;
      const playedAt = startDate.getTime() + (index + 1) * 0.3 * DAY;
      for (const packId of packIds) {
        await games.play(tx, {
          accountId: member(key),
          packId,
          skill,
          at: new Date(Math.min(playedAt, now - 3_600_000)),
          tournamentId: id,
        });
      }
      // Every other player votes for a question they met, so tallies differ.
      const question = games.levelsOf(packIds[0] ?? 0)[0]?.questions[index % 2];
      if (question && index % 3 !== 2) {
        await tx.query(
          `INSERT INTO tournament_votes (tournament_id, account_id, question_id, voted_at)
           VALUES ($1, $2, $3, $4)`,
          [id, member(key), question.id, new Date(Math.min(playedAt, now - 3_600_000))],
        );
      }
    }
  }
}
