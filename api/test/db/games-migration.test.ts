import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { BACKENDS, emptyDatabase, migrateBefore } from '../helpers/app.ts';

describe.each(BACKENDS)('games migration (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  it('moves questions stored inside levels into their own rows, answers intact', async () => {
    await migrateBefore(db, '040');
    const pack = await db.query<{ id: number }>(
      "INSERT INTO game_packs (name) VALUES ('Old pack') RETURNING id",
    );
    const answers = [
      { id: 1, text: 'Roots', correct: true },
      { id: 2, text: 'Leaves', correct: false },
    ];
    await db.query(
      `INSERT INTO game_levels (pack_id, position, name, questions) VALUES ($1, 1, 'Old level', $2::jsonb)`,
      [
        pack[0]?.id,
        JSON.stringify([
          { id: 1, question: 'Which part drinks?', answers, points: 10, ticketCount: 1 },
          { id: 2, question: 'Second?', answers, points: 20, ticketCount: 2, image: 'x.svg' },
        ]),
      ],
    );
    await migrate(db);
    const moved = await db.query<{
      position: number;
      question: string;
      answers: unknown;
      points: number;
      ticket_count: number;
      image: string | null;
    }>(
      'SELECT position, question, answers, points, ticket_count, image FROM game_questions ORDER BY position',
    );
    expect(moved).toEqual([
      {
        position: 1,
        question: 'Which part drinks?',
        answers,
        points: 10,
        ticket_count: 1,
        image: null,
      },
      { position: 2, question: 'Second?', answers, points: 20, ticket_count: 2, image: 'x.svg' },
    ]);
    const column = await db.query(
      `SELECT 1 FROM information_schema.columns
        WHERE table_name = 'game_levels' AND column_name = 'questions'
          AND table_schema = current_schema()`,
    );
    expect(column).toEqual([]);
  });
});
