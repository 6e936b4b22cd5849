import type { Queryable } from '../db/db.ts';
import type { StoredQuestion } from '../plugins/app/games/rules.ts';
import { seedAchievements } from './achievements.ts';
import { createGameSeed, type GameSeed, type SeedLevel as PlayableLevel } from './game-play.ts';
import { QUIZ_ART, quizBackgroundFile, quizIconFile } from './media-catalog.ts';

type Question = [question: string, correct: string, ...wrong: string[]];

interface SeedLevel {
  name: string;
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  questions: Question[];
}

interface SeedPack {
  slug: string;
  description: string;
  ticketCount: number;
  points: number;
  price: number;
  levels: SeedLevel[];
}

const PACKS: SeedPack[] = [
  {
    slug: 'plant-basics',
    description: 'Roots, leaves and light: the essentials every grower should know.',
    ticketCount: 5,
    points: 100,
    price: 0,
    levels: [
      {
        name: 'Seed to sprout',
        difficulty: 'EASY',
        questions: [
          [
            'What do most seeds need first to germinate?',
            'Water',
            'Fertilizer',
            'Darkness forever',
          ],
          ['Which part of the plant takes up water?', 'Roots', 'Flowers', 'Stems only'],
          [
            'What gas do plants take in for photosynthesis?',
            'Carbon dioxide',
            'Oxygen',
            'Nitrogen',
          ],
        ],
      },
      {
        name: 'Leaves and light',
        difficulty: 'MEDIUM',
        questions: [
          ['What pigment makes leaves green?', 'Chlorophyll', 'Carotene', 'Melanin'],
          [
            'Yellowing lower leaves often mean a lack of…',
            'Nitrogen',
            'Calcium',
            'Sunlight on the roots',
          ],
          [
            'Light cycle that keeps many plants vegetative?',
            '18 hours on, 6 off',
            '12 on, 12 off',
            '6 on, 18 off',
          ],
        ],
      },
      {
        name: 'Soil science',
        difficulty: 'HARD',
        questions: [
          ['A soil pH of 6.5 is…', 'Slightly acidic', 'Strongly alkaline', 'Neutral exactly'],
          ['Mycorrhizae are…', 'Fungi that partner with roots', 'Root pests', 'A type of clay'],
        ],
      },
    ],
  },
  {
    slug: 'terpenes',
    description: 'Citrus, pine or lavender? Match the aroma to the compound.',
    ticketCount: 8,
    points: 150,
    price: 0,
    levels: [
      {
        name: 'Nose training',
        difficulty: 'EASY',
        questions: [
          ['Limonene smells like…', 'Citrus', 'Pine', 'Pepper'],
          ['Pinene smells like…', 'Pine needles', 'Lemons', 'Cinnamon'],
          ['Linalool is also found in…', 'Lavender', 'Garlic', 'Coffee'],
        ],
      },
      {
        name: 'Deep cuts',
        difficulty: 'MEDIUM',
        questions: [
          [
            'Which terpene gives black pepper its bite?',
            'Beta-caryophyllene',
            'Myrcene',
            'Terpinolene',
          ],
          ['Myrcene is abundant in…', 'Mangoes and hops', 'Oranges', 'Mint'],
        ],
      },
    ],
  },
  {
    slug: 'grow-your-own',
    description: 'From choosing a pot to harvest day, test your home-grow know-how.',
    ticketCount: 10,
    points: 200,
    price: 1.99,
    levels: [
      {
        name: 'Setting up',
        difficulty: 'EASY',
        questions: [
          [
            'Why do pots need drainage holes?',
            'To keep roots from drowning',
            'To let light in',
            'They do not',
          ],
          [
            'A good first container for a seedling is…',
            'Small, then pot up',
            'As big as possible',
            'A glass jar',
          ],
        ],
      },
      {
        name: 'Watering',
        difficulty: 'MEDIUM',
        questions: [
          ['The most common beginner mistake is…', 'Overwatering', 'Underwatering', 'Too much sun'],
          ['Best time to water outdoors?', 'Early morning', 'Midday heat', 'Midnight'],
        ],
      },
      {
        name: 'Harvest',
        difficulty: 'HARD',
        questions: [
          ['Drying is usually done…', 'Slowly, in a dark airy room', 'In an oven', 'In direct sun'],
          ['Curing in jars mainly improves…', 'Flavor and smoothness', 'Weight', 'Color only'],
        ],
      },
    ],
  },
  {
    slug: 'know-the-law',
    description: 'Rules differ from place to place. Know before you go.',
    ticketCount: 6,
    points: 120,
    price: 0,
    levels: [
      {
        name: 'The basics',
        difficulty: 'EASY',
        questions: [
          ['Legal age in the Canopy terms of use?', '18', '16', '25'],
          [
            'Crossing state lines with products is…',
            'Generally not allowed',
            'Always fine',
            'Required',
          ],
        ],
      },
      {
        name: 'On the road',
        difficulty: 'MEDIUM',
        questions: [
          ['Driving impaired is…', 'Illegal everywhere', 'Fine with a permit', 'Legal at night'],
          ['Open containers in a car are usually…', 'Prohibited', 'Encouraged', 'Ignored'],
        ],
      },
    ],
  },
  {
    slug: 'pollinators',
    description: 'Bees, butterflies and the native plants that feed them.',
    ticketCount: 4,
    points: 80,
    price: 0,
    levels: [
      {
        name: 'Meet the pollinators',
        difficulty: 'EASY',
        questions: [
          ['Monarch caterpillars feed on…', 'Milkweed', 'Oak leaves', 'Grass'],
          ['Kansas state flower?', 'Sunflower', 'Rose', 'Tulip'],
          ['Bees see which color poorly?', 'Red', 'Blue', 'Ultraviolet'],
        ],
      },
      {
        name: 'Prairie plants',
        difficulty: 'MEDIUM',
        questions: [
          ['Big bluestem is a…', 'Native prairie grass', 'Fish', 'Mushroom'],
          ['Purple coneflower is also called…', 'Echinacea', 'Lavender', 'Clover'],
        ],
      },
    ],
  },
  {
    slug: 'community',
    description: 'A monthly challenge for the Canopy community. New questions every month.',
    ticketCount: 12,
    points: 250,
    price: 0,
    levels: [
      {
        name: 'This month',
        difficulty: 'MEDIUM',
        questions: [
          [
            'Where is the geographic center of the contiguous US?',
            'Near Lebanon, Kansas',
            'Denver',
            'Omaha',
          ],
          [
            'Sandhill cranes gather each spring along the…',
            'Platte River',
            'Hudson River',
            'Rio Grande',
          ],
          ['Mass Street is in…', 'Lawrence', 'Wichita', 'Lincoln'],
        ],
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** How well each demo member plays and how far they got; grace has not played yet. */
const PLAYERS: { key: string; skill: number; packs: [slug: string, maxLevels?: number][] }[] = [
  { key: 'dana', skill: 0.75, packs: [['plant-basics', 2], ['terpenes', 1], ['pollinators']] },
  { key: 'casey', skill: 0.6, packs: [['plant-basics'], ['know-the-law'], ['community']] },
  { key: 'marcus', skill: 0.85, packs: [['plant-basics'], ['terpenes'], ['grow-your-own']] },
  { key: 'priya', skill: 0.9, packs: [['grow-your-own'], ['plant-basics'], ['pollinators']] },
  { key: 'jonah', skill: 0.55, packs: [['know-the-law'], ['community']] },
  { key: 'elena', skill: 0.8, packs: [['terpenes'], ['plant-basics'], ['know-the-law']] },
  { key: 'sam', skill: 0.5, packs: [['pollinators'], ['community']] },
  { key: 'hannah', skill: 0.7, packs: [['terpenes'], ['pollinators', 1]] },
  { key: 'tyler', skill: 0.65, packs: [['plant-basics', 1], ['know-the-law']] },
  { key: 'maya', skill: 0.95, packs: [['terpenes'], ['grow-your-own'], ['community']] },
  { key: 'luis', skill: 0.6, packs: [['community'], ['plant-basics', 2]] },
];

export async function seedGames(tx: Queryable, memberIds: Map<string, number>): Promise<GameSeed> {
  const now = Date.now();
  const packIds = new Map<string, number>();
  const levels: PlayableLevel[] = [];
  for (const [packIndex, pack] of PACKS.entries()) {
    const art = QUIZ_ART.find((candidate) => candidate.slug === pack.slug);
    if (!art) throw new Error(`No artwork for quiz pack ${pack.slug}`);
    const isMonthly = pack.slug === 'community';
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO game_packs (name, description, icon, background, pack_type, ticket_count,
         points, price, start_date, end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        art.title,
        pack.description,
        quizIconFile(art.slug),
        quizBackgroundFile(art.slug),
        isMonthly ? 'CHALLENGE' : 'QUIZ',
        pack.ticketCount,
        pack.points,
        pack.price,
        new Date(now - (40 - packIndex) * DAY),
        isMonthly ? new Date(now + 20 * DAY) : null,
      ],
    );
    const packId = rows[0]?.id;
    if (packId === undefined) throw new Error(`Could not seed ${art.title}`);
    packIds.set(pack.slug, packId);
    for (const [position, level] of pack.levels.entries()) {
      const levelRows = await tx.query<{ id: number }>(
        `INSERT INTO game_levels (pack_id, position, name, description, difficulty, ticket_count)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          packId,
          position + 1,
          level.name,
          `${level.questions.length} questions`,
          level.difficulty,
          level.questions.length,
        ],
      );
      const levelId = levelRows[0]?.id;
      if (levelId === undefined) throw new Error(`Could not seed ${level.name}`);
      const questions: StoredQuestion[] = [];
      for (const [index, [question, correct, ...wrong]] of level.questions.entries()) {
        // Rotate so the right answer is not always first.
        const texts = [correct, ...wrong];
        const shift = index % texts.length;
        const answers = [...texts.slice(shift), ...texts.slice(0, shift)].map((text, i) => ({
          id: i + 1,
          text,
          correct: text === correct,
        }));
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO game_questions (level_id, position, question, answers, points, ticket_count)
           VALUES ($1, $2, $3, $4::jsonb, 10, 1) RETURNING id`,
          [levelId, index + 1, question, JSON.stringify(answers)],
        );
        const questionId = inserted[0]?.id;
        if (questionId === undefined) throw new Error(`Could not seed "${question}"`);
        questions.push({ id: questionId, answers, points: 10, ticketCount: 1 });
      }
      levels.push({ id: levelId, packId, name: level.name, questions });
    }
  }

  const games = createGameSeed(packIds, levels);
  for (const [playerIndex, player] of PLAYERS.entries()) {
    const accountId = memberIds.get(player.key);
    if (accountId === undefined) throw new Error(`No seeded member ${player.key}`);
    for (const [packIndex, [slug, maxLevels]] of player.packs.entries()) {
      const packId = packIds.get(slug);
      if (packId === undefined) throw new Error(`No seeded quiz pack ${slug}`);
      const daysAgo = 30 - playerIndex * 2 - packIndex * 5;
      await games.play(tx, {
        accountId,
        packId,
        skill: player.skill,
        at: new Date(now - daysAgo * DAY),
        maxLevels,
      });
    }
  }
  await seedAchievements(tx);
  return games;
}
