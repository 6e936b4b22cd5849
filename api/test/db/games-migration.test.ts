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

  it('makes each member’s first scored answers final, and keeps answers locked in unscored', async () => {
    await migrateBefore(db, '180');
    const [member] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
       VALUES ('old@player.test', 'x', 'Old', 'Player', 'oldplayer') RETURNING id`,
    );
    const [pack] = await db.query<{ id: number }>(
      "INSERT INTO game_packs (name) VALUES ('Old pack') RETURNING id",
    );
    const [level] = await db.query<{ id: number }>(
      `INSERT INTO game_levels (pack_id, position, name) VALUES ($1, 1, 'Old level') RETURNING id`,
      [pack?.id],
    );
    const answers = JSON.stringify([
      { id: 1, text: 'Roots', correct: true },
      { id: 2, text: 'Leaves', correct: false },
      { id: 3, text: 'Stems', correct: false },
    ]);
    const questions = await db.query<{ id: number }>(
      `INSERT INTO game_questions (level_id, position, question, answers)
       VALUES ($1, 1, 'First?', $2::jsonb), ($1, 2, 'Second?', $2::jsonb),
              ($1, 3, 'Third?', $2::jsonb)
       RETURNING id`,
      [level?.id, answers],
    );
    const [q1, q2, q3] = questions.map((question) => question.id);
    const score = (at: string, timeMs: number, results: object[]) =>
      db.query(
        `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
           question_count, passed, time_ms, results, created_at)
         VALUES ($1, $2, $3, 0, 0, 2, false, $4, $5::jsonb, $6)`,
        [member?.id, pack?.id, level?.id, timeMs, JSON.stringify(results), at],
      );
    // The first attempt, then a replay that knew the right answers.
    await score('2026-01-01T10:00:00Z', 20_000, [
      { gameObjectId: q1, answerId: 2, hintUsed: true },
      { gameObjectId: q2, answerId: null, hintUsed: false },
    ]);
    await score('2026-01-02T10:00:00Z', 1_000, [
      { gameObjectId: q1, answerId: 1, hintUsed: false },
      { gameObjectId: q2, answerId: 1, hintUsed: false },
    ]);
    // An answer locked in during play that no attempt has used yet.
    await db.query(
      `INSERT INTO game_answer_checks (account_id, question_id, answer_id, created_at)
       VALUES ($1, $2, 3, '2026-01-03T10:00:00Z')`,
      [member?.id, q3],
    );
    await migrate(db);
    const plays = await db.query<{
      question_id: number;
      answer_id: number | null;
      hint_used: boolean;
      took: number;
    }>(
      `SELECT question_id, answer_id, hint_used,
              (EXTRACT(EPOCH FROM answered_at - served_at) * 1000)::int AS took
         FROM game_question_plays WHERE account_id = $1 ORDER BY question_id`,
      [member?.id],
    );
    expect(plays).toEqual([
      { question_id: q1, answer_id: 2, hint_used: true, took: 10_000 },
      { question_id: q2, answer_id: null, hint_used: false, took: 10_000 },
      { question_id: q3, answer_id: 3, hint_used: false, took: 0 },
    ]);
    const oldTable = await db.query(
      `SELECT 1 FROM information_schema.tables
        WHERE table_name = 'game_answer_checks' AND table_schema = current_schema()`,
    );
    expect(oldTable).toEqual([]);
  });
});
