import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import {
  answersFor,
  getAs,
  levelsOf,
  NEW_TO_PLANTS,
  NEWCOMER,
  postAs,
  ticketCount,
  tournamentId,
} from '../helpers/quiz.ts';
import {
  announceEndedTournaments,
  resultMessage,
} from '../../src/plugins/app/games/tournament-results.ts';

interface Tournament {
  missionId: number;
  title: string;
  joinCode: string;
  owner: { accountId: number; display: string };
  status: string;
  active: boolean;
  games: { packId: number; name: string }[];
  scores: { scoreId: number; missionId: number; points: number }[];
  costToPlay: number;
  acceptedCount: number;
  joined: boolean;
  isOwner: boolean;
  votes: { gameObjectId: number; voteCount: number }[];
  myVote: number | null;
}

interface Refusal {
  valid: false;
  message: string;
  errorCode: string;
}

type TournamentAnswer = { valid: true; message: string; item: Tournament } | Refusal;
type TournamentList = { items: Tournament[]; countTotal: number };

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('tournaments (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const item = (answer: TournamentAnswer): Tournament => {
    if (!answer.valid) throw new Error(answer.message);
    return answer.item;
  };
  const packIds = async () =>
    await t.db.query<{ id: number; name: string }>('SELECT id, name FROM game_packs ORDER BY id');
  const newTournament = async (overrides: object = {}) => {
    const packs = await packIds();
    return {
      title: '  Friday Night Trivia ',
      description: 'Quick rounds after work.',
      startDate: Date.now() - 60_000,
      endDate: Date.now() + 7 * DAY,
      games: [packs[0]?.id, packs[1]?.id],
      latitude: 38.97,
      longitude: -95.23,
      ...overrides,
    };
  };
  const create = async (member: SignedInMember, overrides: object = {}, status = 200) =>
    postAs<TournamentAnswer>(
      t.app,
      member,
      '/api/tournaments',
      await newTournament(overrides),
      status,
    );

  it('creates a tournament with a join code, owned and joined by its creator', async () => {
    const created = item(await create(dana));
    expect(created.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(created).toMatchObject({
      title: 'Friday Night Trivia',
      owner: { accountId: dana.userId },
      status: 'ACTIVE',
      active: true,
      acceptedCount: 1,
      joined: true,
      isOwner: true,
      costToPlay: 0,
      votes: [],
      myVote: null,
    });
    expect(created.games.map((game) => game.name)).toEqual(['Plant Basics', 'Terpene Trivia']);
    const fetched = await getAs<{ item: Tournament }>(
      t.app,
      dana,
      `/api/tournaments/${created.missionId}?latitude=38.97&longitude=-95.23`,
    );
    expect(fetched.item.joinCode).toBe(created.joinCode);
  });

  it('rejects bad tournaments, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [
        { endDate: Date.now() - DAY, startDate: Date.now() - 2 * DAY },
        /body\/endDate must be in the future/,
      ],
      [
        { startDate: Date.now() + 3 * DAY, endDate: Date.now() + DAY },
        /body\/endDate must be after body\/startDate/,
      ],
      [{ games: [999_999] }, /body\/games\/0: there is no quiz pack 999999/],
      [{ games: [] }, /body\/games/],
      [{ title: '   ' }, /body\/title must not be blank/],
      [{ title: 'x'.repeat(101) }, /body\/title/],
      [{ costToPlay: -1 }, /body\/costToPlay/],
    ];
    for (const [overrides, message] of cases) {
      const answer = await create(dana, overrides, 400);
      expect((answer as Refusal).message).toMatch(message);
    }
    const packs = await packIds();
    const twice = await create(dana, { games: [packs[0]?.id, packs[0]?.id] }, 400);
    expect((twice as Refusal).message).toMatch(/body\/games\/1 lists quiz pack \d+ twice/);
    const untitled = await postAs<Refusal>(t.app, dana, '/api/tournaments', { games: [1] }, 400);
    expect(untitled.message).toMatch(/body\/title is required/);
    await postAs(t.app, undefined, '/api/tournaments', await newTournament(), 403);
  });

  it('refuses a member who already runs too many tournaments', async () => {
    await t.db.query(
      `INSERT INTO tournaments (owner_id, title, join_code, start_date, end_date)
       SELECT $1, 'Busy ' || n, 'BUSY' || n, now(), now() + interval '3 days'
         FROM generate_series(1, 19) AS n`,
      [dana.userId],
    );
    expect(await create(dana)).toMatchObject({ valid: false, errorCode: 'TOO_MANY_TOURNAMENTS' });
  });

  it('lists only the tournaments the member owns or joined', async () => {
    const list = await getAs<TournamentList>(
      t.app,
      dana,
      '/api/tournaments?latitude=38.97&longitude=-95.23',
    );
    const codes = list.items.map((tournament) => tournament.joinCode);
    expect(codes.sort()).toEqual(['GROW24', 'HRVST6', 'TERPS2', 'WNTR25']);
    expect(list.countTotal).toBe(4);
    // Running ones come before the one that has ended.
    expect(list.items.at(-1)?.joinCode).toBe('WNTR25');
    expect(list.items.find((tournament) => tournament.joinCode === 'WNTR25')?.status).toBe('ENDED');
    expect(list.items.find((tournament) => tournament.joinCode === 'HRVST6')?.status).toBe(
      'UPCOMING',
    );
    const owned = await getAs<TournamentList>(t.app, dana, '/api/tournaments?filter=OWNED');
    expect(owned.items.map((tournament) => tournament.joinCode)).toEqual(['GROW24']);
    const joined = await getAs<TournamentList>(t.app, dana, '/api/tournaments?filter=JOINED');
    expect(joined.items.every((tournament) => !tournament.isOwner && tournament.joined)).toBe(true);
    const searched = await getAs<TournamentList>(t.app, dana, '/api/tournaments?keyword=terpene');
    expect(searched.items.map((tournament) => tournament.joinCode)).toEqual(['TERPS2']);
    const paged = await getAs<TournamentList & { hasMoreResults: boolean }>(
      t.app,
      dana,
      '/api/tournaments?start=0&limit=2',
    );
    expect(paged.items).toHaveLength(2);
    expect(paged.hasMoreResults).toBe(true);
    await getAs(t.app, dana, '/api/tournaments?filter=EVERYONE', 400);
    await getAs(t.app, undefined, '/api/tournaments', 403);
  });

  it('includes only the member’s own scores when asked', async () => {
    const grow = await tournamentId(t.db, 'GROW24');
    const plain = await getAs<{ item: Tournament }>(t.app, dana, `/api/tournaments/${grow}`);
    expect(plain.item.scores).toEqual([]);
    const withScores = await getAs<{ item: Tournament }>(
      t.app,
      dana,
      `/api/tournaments/${grow}?includeScores=MINE`,
    );
    const mine = await t.db.query<{ id: number }>(
      'SELECT id FROM game_scores WHERE tournament_id = $1 AND account_id = $2 ORDER BY id DESC',
      [grow, dana.userId],
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(withScores.item.scores.map((score) => score.scoreId)).toEqual(mine.map((row) => row.id));
    const listed = await getAs<TournamentList>(t.app, dana, '/api/tournaments?includeScores=MINE');
    expect(listed.items.find((tournament) => tournament.missionId === grow)?.scores).toHaveLength(
      mine.length,
    );
  });

  it('keeps a tournament from members who have not joined it', async () => {
    const buzz = await tournamentId(t.db, 'BUZZ42');
    await getAs(t.app, dana, `/api/tournaments/${buzz}`, 404);
    await getAs(t.app, dana, '/api/tournaments/999999', 404);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const theirs = await getAs<{ item: Tournament }>(t.app, marcus, `/api/tournaments/${buzz}`);
    expect(theirs.item.isOwner).toBe(true);
  });

  it('finds a tournament by join code and joins it, paying its cost in tickets', async () => {
    const found = await getAs<TournamentList>(t.app, dana, '/api/tournaments?joinCode= buzz-42 ');
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ joinCode: 'BUZZ42', joined: false, costToPlay: 5 });
    const before = await ticketCount(t.app, dana);
    expect(before).toBeGreaterThanOrEqual(5);
    const joined = item(
      await postAs<TournamentAnswer>(t.app, dana, '/api/tournaments/join', { joinCode: 'buzz42' }),
    );
    expect(joined).toMatchObject({ joined: true, isOwner: false });
    expect(joined.acceptedCount).toBe((found.items[0]?.acceptedCount ?? 0) + 1);
    expect(await ticketCount(t.app, dana)).toBe(before - 5);
    await getAs(t.app, dana, `/api/tournaments/${joined.missionId}`);

    const again = await postAs<Refusal>(t.app, dana, '/api/tournaments/join', {
      joinCode: 'BUZZ42',
    });
    expect(again).toMatchObject({ valid: false, errorCode: 'ALREADY_JOINED' });
    expect(await ticketCount(t.app, dana)).toBe(before - 5);

    const nobody = await getAs<TournamentList>(t.app, dana, '/api/tournaments?joinCode=ZZZZZZ');
    expect(nobody.items).toEqual([]);
    await postAs(t.app, dana, '/api/tournaments/join', { joinCode: 'ZZZZZZ' }, 404);
    await postAs(t.app, dana, '/api/tournaments/join', {}, 400);
  });

  it('refuses to join without enough tickets, or once it has ended', async () => {
    const grace = await signIn(t.app, NEWCOMER);
    const poor = await postAs<Refusal>(t.app, grace, '/api/tournaments/join', {
      joinCode: 'BUZZ42',
    });
    expect(poor).toMatchObject({ valid: false, errorCode: 'NOT_ENOUGH_TICKETS' });
    await getAs(t.app, grace, `/api/tournaments/${await tournamentId(t.db, 'BUZZ42')}`, 404);
    const late = await postAs<Refusal>(t.app, grace, '/api/tournaments/join', {
      joinCode: 'WNTR25',
    });
    expect(late).toMatchObject({ valid: false, errorCode: 'TOURNAMENT_ENDED' });
  });

  it('takes one vote per member for a question of the tournament, and lets it move', async () => {
    const grow = await tournamentId(t.db, 'GROW24');
    const questions = (await levelsOf(t.db, 'Plant Basics'))[0]?.questions ?? [];
    const before = (await getAs<{ item: Tournament }>(t.app, dana, `/api/tournaments/${grow}`))
      .item;
    // Two questions Dana has not voted for yet.
    const [first, second] = questions.filter((question) => question.id !== before.myVote);
    const vote = (gameObjectId: number | undefined) =>
      postAs<TournamentAnswer>(t.app, dana, '/api/tournaments/vote', {
        missionId: grow,
        gameObjectId,
        latitude: 38.97,
        longitude: -95.23,
      });
    const total = (tournament: Tournament) =>
      tournament.votes.reduce((sum, tally) => sum + tally.voteCount, 0);
    // The same vote twice at once: one counts, the other is refused.
    const answers = await Promise.all([vote(first?.id), vote(first?.id)]);
    const counted = answers.filter((answer) => answer.valid);
    expect(counted).toHaveLength(1);
    expect(answers.find((answer) => !answer.valid)).toMatchObject({
      valid: false,
      errorCode: 'ALREADY_VOTED',
    });
    const voted = item(counted[0]!);
    expect(voted.myVote).toBe(first?.id);
    const hadVoted = before.myVote !== null;
    expect(total(voted)).toBe(total(before) + (hadVoted ? 0 : 1));
    expect(await vote(first?.id)).toMatchObject({ valid: false, errorCode: 'ALREADY_VOTED' });
    const moved = item(await vote(second?.id));
    expect(moved.myVote).toBe(second?.id);
    expect(total(moved)).toBe(total(voted));

    const terpenes = (await levelsOf(t.db, 'Terpene Trivia'))[0]?.questions[0];
    await postAs(
      t.app,
      dana,
      '/api/tournaments/vote',
      { missionId: grow, gameObjectId: terpenes?.id },
      404,
    );
    const buzz = await tournamentId(t.db, 'BUZZ42');
    await postAs(
      t.app,
      dana,
      '/api/tournaments/vote',
      { missionId: buzz, gameObjectId: first?.id },
      404,
    );
    const ended = await postAs<Refusal>(t.app, dana, '/api/tournaments/vote', {
      missionId: await tournamentId(t.db, 'WNTR25'),
      gameObjectId: first?.id,
    });
    expect(ended).toMatchObject({ valid: false, errorCode: 'TOURNAMENT_ENDED' });
    const missing = await postAs<Refusal>(
      t.app,
      dana,
      '/api/tournaments/vote',
      { missionId: grow },
      400,
    );
    expect(missing.message).toMatch(/body\/gameObjectId is required/);
    await postAs(
      t.app,
      undefined,
      '/api/tournaments/vote',
      { missionId: grow, gameObjectId: 1 },
      403,
    );
  });

  it('records scores in a tournament only for its members, games and dates', async () => {
    const grace = await signIn(t.app, NEWCOMER);
    const created = item(await create(grace));
    const [level] = await levelsOf(t.db, 'Plant Basics');
    if (!level) throw new Error('no level');
    const body = (missionId: number, packId = level.packId) => ({
      packId,
      gameLevelId: level.gameLevelId,
      missionId,
      answers: answersFor(level),
    });
    const scored = await postAs<{ item: { missionId: number; points: number } }>(
      t.app,
      grace,
      '/api/games/score/create',
      body(created.missionId),
    );
    expect(scored.item.missionId).toBe(created.missionId);
    const mine = await getAs<{ item: Tournament }>(
      t.app,
      grace,
      `/api/tournaments/${created.missionId}?includeScores=MINE`,
    );
    expect(mine.item.scores.map((score) => score.points)).toEqual([scored.item.points]);

    // dana is not in grace's tournament.
    await postAs(t.app, dana, '/api/games/score/create', body(created.missionId), 404);
    const terpenes = (await levelsOf(t.db, 'Terpene Trivia'))[0];
    const notAGame = await postAs<Refusal>(
      t.app,
      grace,
      '/api/games/score/create',
      {
        packId: (await levelsOf(t.db, 'Know the Law'))[0]?.packId,
        gameLevelId: terpenes?.gameLevelId,
        missionId: created.missionId,
        answers: [],
      },
      400,
    );
    expect(notAGame.message).toMatch(/body\/packId/);
    const upcoming = await postAs<Refusal>(t.app, dana, '/api/games/score/create', {
      ...body(await tournamentId(t.db, 'HRVST6')),
      packId: (await levelsOf(t.db, 'Grow Your Own'))[0]?.packId,
      gameLevelId: (await levelsOf(t.db, 'Grow Your Own'))[0]?.gameLevelId,
    });
    expect(upcoming).toMatchObject({ valid: false, errorCode: 'TOURNAMENT_NOT_STARTED' });
  });

  it('tells every member of the tournament, live, that its standings moved', async () => {
    const grace = await signIn(t.app, NEWCOMER);
    const created = item(await create(grace));
    item(
      await postAs<TournamentAnswer>(t.app, dana, '/api/tournaments/join', {
        joinCode: created.joinCode,
      }),
    );
    const events = () =>
      t.db.query<{ member_id: number; payload: { missionId: number } }>(
        `SELECT member_id, payload FROM live_events WHERE kind = 'tournament-standings'
          ORDER BY member_id`,
      );
    expect(await events()).toEqual([]);
    const [level, second] = await levelsOf(t.db, 'Plant Basics');
    if (!level || !second) throw new Error('no level');
    await postAs(t.app, grace, '/api/games/score/create', {
      packId: level.packId,
      gameLevelId: level.gameLevelId,
      missionId: created.missionId,
      answers: answersFor(level),
    });
    const payload = { missionId: created.missionId };
    expect(await events()).toEqual(
      [grace.userId, dana.userId]
        .sort((a, b) => a - b)
        .map((member) => ({ member_id: member, payload })),
    );
    // Play outside a tournament moves no tournament's board.
    await postAs(t.app, grace, '/api/games/score/create', {
      packId: second.packId,
      gameLevelId: second.gameLevelId,
      answers: answersFor(second),
    });
    expect(await events()).toHaveLength(2);
  });

  describe('the end of a tournament', () => {
    const resultNotes = (tournament: number) =>
      t.db.query<{ recipient_id: number; message: string }>(
        `SELECT recipient_id, message FROM notifications
          WHERE event = 'TOURNAMENT' AND content_id = $1 AND message IS NOT NULL
          ORDER BY recipient_id`,
        [tournament],
      );
    const winnerBadges = (memberId: number) =>
      t.db.query<{ title: string }>(
        `SELECT a.title FROM achievement_awards w
           JOIN achievement_tiers tr ON tr.id = w.tier_id
           JOIN achievements a ON a.id = tr.achievement_id
          WHERE w.account_id = $1 AND a.rank_type = 'TOURNAMENT_WINS'`,
        [memberId],
      );

    it('tells every member who won, once, and awards the winner’s badge', async () => {
      const grace = await signIn(t.app, NEWCOMER);
      const jonah = await signIn(t.app, NEW_TO_PLANTS);
      const created = item(await create(grace));
      item(
        await postAs<TournamentAnswer>(t.app, jonah, '/api/tournaments/join', {
          joinCode: created.joinCode,
        }),
      );
      const [level] = await levelsOf(t.db, 'Plant Basics');
      if (!level) throw new Error('no level');
      const play = (member: SignedInMember, rightCount: number) =>
        postAs(t.app, member, '/api/games/score/create', {
          packId: level.packId,
          gameLevelId: level.gameLevelId,
          missionId: created.missionId,
          answers: answersFor(level, rightCount),
        });
      await play(grace, level.questions.length);
      await play(jonah, 1);
      // Nothing is announced while it runs.
      expect(await announceEndedTournaments(t.db)).toBe(0);
      await t.db.query(
        `UPDATE tournaments SET start_date = now() - interval '2 days',
                end_date = now() - interval '1 second' WHERE id = $1`,
        [created.missionId],
      );

      // Two sweeps at once (two API instances) announce it once between them.
      const announced = await Promise.all([
        announceEndedTournaments(t.db),
        announceEndedTournaments(t.db),
      ]);
      expect(announced[0] + announced[1]).toBe(1);
      const points = level.questions.length * 10;
      expect(await resultNotes(created.missionId)).toEqual(
        [
          { recipient_id: grace.userId, message: 'You won “Friday Night Trivia”!' },
          {
            recipient_id: jonah.userId,
            message: `Grace Kim won “Friday Night Trivia” with ${points} points.`,
          },
        ].sort((a, b) => a.recipient_id - b.recipient_id),
      );
      expect(await winnerBadges(grace.userId)).toHaveLength(1);
      expect(await winnerBadges(jonah.userId)).toEqual([]);
      expect(await announceEndedTournaments(t.db)).toBe(0);
      expect(await resultNotes(created.missionId)).toHaveLength(2);
    });

    it('sends no stale news for tournaments that ended before the API started', async () => {
      const ended = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM tournaments
          WHERE end_date <= now() AND results_announced_at IS NULL`,
      );
      expect(ended[0]?.n).toBe(0);
      expect(await announceEndedTournaments(t.db)).toBe(0);
      const news = await t.db.query(
        "SELECT id FROM notifications WHERE event = 'TOURNAMENT' AND message IS NOT NULL",
      );
      expect(news).toEqual([]);
    });
  });
});

describe('a tournament’s result in words', () => {
  it('names the winner, those sharing first place, or that nobody scored', () => {
    const ada = { display: 'Ada Lee', score_value: 30 };
    expect(resultMessage('Cup', [ada])).toBe('Ada Lee won “Cup” with 30 points.');
    expect(
      resultMessage('Cup', [ada, { ...ada, display: 'Ben Ode' }, { ...ada, display: 'Cy Ray' }]),
    ).toBe('Ada Lee, Ben Ode and Cy Ray share first place in “Cup” with 30 points.');
    expect(resultMessage('Cup', [{ ...ada, score_value: 1 }])).toBe(
      'Ada Lee won “Cup” with 1 point.',
    );
    expect(resultMessage('Cup', [])).toBe('“Cup” has ended with no scores.');
  });
});
