import type { Queryable } from '../db/db.ts';
import { quizIconFile } from './media-catalog.ts';

const ACHIEVEMENTS = [
  {
    title: 'Sharp Mind',
    description: 'Score points across the quizzes. Only your best try at each level counts.',
    icon: quizIconFile('plant-basics'),
    rankType: 'POINTS',
    tiers: [
      ['Bronze', 50],
      ['Silver', 200],
      ['Gold', 500],
    ],
  },
  {
    title: 'Ticket Collector',
    description: 'Earn tickets by answering questions right.',
    icon: quizIconFile('community'),
    rankType: 'TICKETS',
    tiers: [
      ['Pocketful', 5],
      ['Roll of tickets', 20],
      ['Prize counter regular', 50],
    ],
  },
  {
    title: 'Level Up',
    description: 'Complete quiz levels by getting at least half of the questions right.',
    icon: quizIconFile('grow-your-own'),
    rankType: 'LEVELS',
    tiers: [
      ['First steps', 1],
      ['On a roll', 5],
      ['Quiz master', 15],
    ],
  },
  {
    title: 'Team Player',
    description: 'Start or join tournaments with other members.',
    icon: quizIconFile('pollinators'),
    rankType: 'TOURNAMENTS',
    tiers: [
      ['Joined in', 1],
      ['Regular', 3],
      ['Community pillar', 5],
    ],
  },
] as const;

export async function seedAchievements(tx: Queryable): Promise<void> {
  for (const achievement of ACHIEVEMENTS) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO achievements (title, description, icon, rank_type) VALUES ($1, $2, $3, $4)
       RETURNING id`,
      [achievement.title, achievement.description, achievement.icon, achievement.rankType],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`Could not seed ${achievement.title}`);
    for (const [index, [title, goalCount]] of achievement.tiers.entries()) {
      await tx.query(
        `INSERT INTO achievement_tiers (achievement_id, position, title, goal_count)
         VALUES ($1, $2, $3, $4)`,
        [id, index + 1, title, goalCount],
      );
    }
  }
}
