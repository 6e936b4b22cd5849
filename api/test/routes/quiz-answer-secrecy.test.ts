// The right answer to a question reaches a member only once their answer to it is locked in:
// every games response they can get before that (packs, levels, the served question, hints,
// tournaments, challenges, boards) is searched for anything that singles it out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import {
  getAs,
  levelsOf,
  lockIn,
  NEW_TO_PLANTS,
  postAs,
  serveNext,
  type SeededLevel,
} from '../helpers/quiz.ts';

interface Secret {
  id: number;
  right: number;
  rightText: string;
}

/** Fields that hold content written for everyone (a pack's blurb may say "Roots"). */
const CONTENT_FIELD = /\/(name|title|description|question)$/;
/** Keys that would mark an answer as the right one. */
const VERDICT_KEY = /^(correct|correctAnswerId|correctAnswer|isCorrect|rightAnswer|right)$/i;

/**
 * Where `body` singles out the right answer to `secret`: a verdict key, an answer id list that
 * leaves only it (a hint), or its text outside the question's own list of answers.
 */
function leaks(body: unknown, secret: Secret): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => walk(entry, `${path}/${index}`));
      return;
    }
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // A verdict is a leak unless it is about another question.
      const about = record.gameObjectId;
      for (const [key, entry] of Object.entries(record)) {
        if (VERDICT_KEY.test(key) && (about === undefined || about === secret.id)) {
          found.push(`${path}/${key}`);
        }
        walk(entry, `${path}/${key}`);
      }
      if (record.gameObjectId === secret.id && Array.isArray(record.eliminatedAnswerIds)) {
        if (record.eliminatedAnswerIds.includes(secret.right)) found.push(`${path} (eliminated)`);
      }
      return;
    }
    const isOption = /\/answers\/\d+\/text$/.test(path);
    if (typeof value === 'string' && value.includes(secret.rightText)) {
      if (!isOption && !CONTENT_FIELD.test(path)) found.push(path);
    }
  };
  walk(body, '');
  return found;
}

describe.each(BACKENDS)('the right answer before an answer is locked in (%s)', (backend) => {
  let t: TestApp;
  let jonah: SignedInMember;
  let dana: SignedInMember;
  let level: SeededLevel;
  let secrets: Secret[];
  beforeEach(async () => {
    t = await buildTestApp(backend);
    jonah = await signIn(t.app, NEW_TO_PLANTS);
    dana = await signIn(t.app);
    const [first] = await levelsOf(t.db, 'Plant Basics');
    if (!first) throw new Error('no level');
    level = first;
    const texts = await t.db.query<{ id: number; answers: { id: number; text: string }[] }>(
      'SELECT id, answers FROM game_questions WHERE level_id = $1',
      [level.gameLevelId],
    );
    secrets = level.questions.map((question) => ({
      id: question.id,
      right: question.right,
      rightText:
        texts
          .find((row) => row.id === question.id)
          ?.answers.find((answer) => answer.id === question.right)?.text ?? '',
    }));
  });
  afterEach(async () => {
    await t.close();
  });

  const leaksOf = (bodies: Record<string, unknown>, kept: Secret[]) =>
    Object.entries(bodies).flatMap(([name, body]) =>
      kept.flatMap((secret) => leaks(body, secret).map((where) => `${name}${where}`)),
    );

  it('is in no games response until then, and then only for that question', async () => {
    expect(secrets.every((secret) => secret.rightText.length > 0)).toBe(true);
    const seen: Record<string, unknown> = {};
    const get = async (name: string, member: SignedInMember, url: string) => {
      seen[name] = await getAs(t.app, member, url);
      return seen[name];
    };
    const post = async (name: string, member: SignedInMember, url: string, body: object) => {
      seen[name] = await postAs(t.app, member, url, body);
      return seen[name] as { valid: boolean; item: Record<string, unknown> };
    };

    await get('pack search', jonah, '/api/games/pack/search?keyword=Plant');
    await get('pack', jonah, `/api/games/pack/${level.packId}`);
    const tournament = await post('tournament created', dana, '/api/tournaments', {
      title: 'Secrets Cup',
      startDate: Date.now() - 60_000,
      endDate: Date.now() + 86_400_000,
      games: [level.packId],
    });
    const { missionId, joinCode } = tournament.item as { missionId: number; joinCode: string };
    await get('tournament by code', jonah, `/api/tournaments?joinCode=${joinCode}`);
    await post('tournament joined', jonah, '/api/tournaments/join', { joinCode });
    const challenge = await post('challenge sent', dana, '/api/challenges', {
      opponentId: jonah.userId,
      packId: level.packId,
    });
    const { challengeId } = challenge.item as { challengeId: number };
    await post('challenge accepted', jonah, `/api/challenges/${challengeId}/respond`, {
      accept: true,
    });
    await get('challenges', jonah, '/api/challenges');
    await get('challenge', jonah, `/api/challenges/${challengeId}`);

    const [first, second] = level.questions;
    if (!first || !second) throw new Error('no questions');
    await post('question served', jonah, `/api/games/level/${level.gameLevelId}/next`, {});
    await get('pack, served', jonah, `/api/games/pack/${level.packId}`);
    await post('hint bought', jonah, '/api/orders', { ticketCount: 1, gameObjectId: first.id });
    const hint = await get('hint', jonah, `/api/games/${first.id}/hint`);
    expect(hint).toMatchObject({ valid: true });
    await post('vote', jonah, '/api/tournaments/vote', { missionId, gameObjectId: first.id });
    await get('tournament', jonah, `/api/tournaments/${missionId}?includeScores=MINE`);
    await get('tournaments', jonah, '/api/tournaments?includeScores=MINE');
    await get('tournament board', jonah, `/api/leaderboard/ranking?missionId=${missionId}`);
    await get('tickets', jonah, '/api/games/ticket/count');
    expect(leaksOf(seen, secrets)).toEqual([]);

    // Locked in: the verdict names the right answer to that question, and to no other.
    const verdict = await lockIn(t.app, jonah, first.id, first.wrong);
    expect(verdict).toMatchObject({ correct: false, correctAnswerId: first.right });
    const later: Record<string, unknown> = { verdict };
    later['next question'] = await serveNext(t.app, jonah, level.gameLevelId);
    later['pack, one answered'] = await getAs(t.app, jonah, `/api/games/pack/${level.packId}`);
    later['challenge'] = await getAs(t.app, jonah, `/api/challenges/${challengeId}`);
    later['tournament'] = await getAs(t.app, jonah, `/api/tournaments/${missionId}`);
    const open = secrets.filter((secret) => secret.id !== first.id);
    expect(leaksOf(later, open)).toEqual([]);
    expect(later['next question']).toMatchObject({ item: { id: second.id } });
  });
});
