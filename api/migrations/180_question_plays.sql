-- A member's one play of each question. The server serves a level's questions one at a time
-- and notes when (served_at: the question's clock starts), and the first answer sent is
-- locked in for good (answered_at); only then is the right answer told. Every scored attempt
-- at the level (practice, a tournament, a challenge) counts these answers and these times, so
-- knowing the right answers never improves a later attempt and no client names its own time.
CREATE TABLE game_question_plays (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES game_questions (id) ON DELETE CASCADE,
  -- Null for a question answered in a score submission without ever being served: it counts
  -- the longest time a question can count.
  served_at timestamptz,
  -- Null while the question is open; once set, the answer below never changes.
  answered_at timestamptz,
  -- Null for a question locked with no answer (its level was scored before it was answered).
  answer_id integer,
  -- A hint was bought before the answer was locked in: the question is worth half.
  hint_used boolean NOT NULL DEFAULT false,
  PRIMARY KEY (account_id, question_id),
  CHECK (answer_id IS NULL OR answered_at IS NOT NULL),
  CHECK (served_at IS NOT NULL OR answered_at IS NOT NULL)
);

-- Earlier play: each member's first scored answer to a question stands, timed as an even share
-- of its attempt's time.
INSERT INTO game_question_plays (account_id, question_id, served_at, answered_at, answer_id,
  hint_used)
SELECT DISTINCT ON (s.account_id, (r.value ->> 'gameObjectId')::int)
       s.account_id, (r.value ->> 'gameObjectId')::int,
       s.created_at - make_interval(secs => s.time_ms / 1000.0 / GREATEST(s.question_count, 1)),
       s.created_at, (r.value ->> 'answerId')::int,
       COALESCE((r.value ->> 'hintUsed')::boolean, false)
  FROM game_scores s, jsonb_array_elements(s.results) AS r (value)
 WHERE EXISTS (SELECT 1 FROM game_questions g WHERE g.id = (r.value ->> 'gameObjectId')::int)
 ORDER BY s.account_id, (r.value ->> 'gameObjectId')::int, s.created_at, s.id;

-- Answers locked in during play but not scored yet (migration 073's table, replaced by this one).
INSERT INTO game_question_plays (account_id, question_id, served_at, answered_at, answer_id,
  hint_used)
SELECT c.account_id, c.question_id, c.created_at, c.created_at, c.answer_id,
       EXISTS (SELECT 1 FROM game_hints h
                WHERE h.account_id = c.account_id AND h.question_id = c.question_id
                  AND h.score_id IS NULL)
  FROM game_answer_checks c
 WHERE c.score_id IS NULL
ON CONFLICT (account_id, question_id) DO NOTHING;

DROP TABLE game_answer_checks;
