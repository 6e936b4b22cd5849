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
  {
    title: 'Voice of the Community',
    description: 'Share posts on the activity wall.',
    icon: quizIconFile('community'),
    rankType: 'POSTS',
    tiers: [
      ['First post', 1],
      ['Regular poster', 10],
      ['Storyteller', 50],
    ],
  },
  {
    title: 'Shop Local',
    description: 'Place orders with the dispensaries near you.',
    icon: quizIconFile('know-the-law'),
    rankType: 'ORDERS',
    tiers: [
      ['First order', 1],
      ['Regular customer', 5],
      ['Local champion', 20],
    ],
  },
  {
    title: 'Daily Streak',
    description: 'Complete a quiz level on days in a row. Your longest streak counts.',
    icon: quizIconFile('terpenes'),
    rankType: 'QUIZ_STREAK',
    tiers: [
      ['Two days running', 2],
      ['Week-long streak', 7],
      ['Month of quizzes', 30],
    ],
  },
  {
    title: 'Champion',
    description: 'Finish first in a tournament once it has ended.',
    icon: quizIconFile('pollinators'),
    rankType: 'TOURNAMENT_WINS',
    tiers: [
      ['Tournament winner', 1],
      ['Three-time champion', 3],
    ],
  },
] as const;

/** Adds the achievements a database lacks (by title), so an existing one gets new rules too. */
export async function seedAchievements(tx: Queryable): Promise<void> {
  for (const achievement of ACHIEVEMENTS) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO achievements (title, description, icon, rank_type) VALUES ($1, $2, $3, $4)
       ON CONFLICT (title) DO NOTHING RETURNING id`,
      [achievement.title, achievement.description, achievement.icon, achievement.rankType],
    );
    const id = rows[0]?.id;
    if (id === undefined) continue;
    for (const [index, [title, goalCount]] of achievement.tiers.entries()) {
      await tx.query(
        `INSERT INTO achievement_tiers (achievement_id, position, title, goal_count)
         VALUES ($1, $2, $3, $4)`,
        [id, index + 1, title, goalCount],
      );
    }
  }
}
