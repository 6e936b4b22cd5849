import type { Queryable } from '../db/db.ts';
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

export async function seedGames(tx: Queryable): Promise<void> {
  const now = Date.now();
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
    for (const [position, level] of pack.levels.entries()) {
      const questions = level.questions.map(([question, correct, ...wrong], index) => {
        // Rotate so the right answer is not always first.
        const answers = [correct, ...wrong];
        const shift = index % answers.length;
        const ordered = [...answers.slice(shift), ...answers.slice(0, shift)];
        return {
          id: index + 1,
          question,
          image: null,
          videoURL: null,
          answers: ordered.map((text, answerIndex) => ({
            id: answerIndex + 1,
            text,
            correct: text === correct,
          })),
          points: 10,
          ticketCount: 1,
        };
      });
      await tx.query(
        `INSERT INTO game_levels (pack_id, position, name, description, difficulty, questions,
           ticket_count)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [
          packId,
          position + 1,
          level.name,
          `${level.questions.length} questions`,
          level.difficulty,
          JSON.stringify(questions),
          level.questions.length,
        ],
      );
    }
  }
}
