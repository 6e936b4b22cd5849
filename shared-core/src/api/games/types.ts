// The games area's entities, read off the generated OpenAPI types (see ../openapi.ts).
import type { ApiBody, ApiItem, ApiOk, ApiQuery } from '../openapi.ts';

/** What the client adds to every request by itself (SPEC §7). */
type Position = 'latitude' | 'longitude';

export type QuizPackDetail = ApiItem<'/games/pack/{id}', 'get'>;
export type QuizLevel = QuizPackDetail['levels'][number];
export type QuizQuestion = QuizLevel['gameObjects'][number];

export type ScoreInput = Omit<ApiBody<'/games/score/create', 'post'>, Position>;
export type GameScore = ApiItem<'/games/score/create', 'post'>;
export type Hint = ApiItem<'/games/{id}/hint', 'get'>;
export type AnswerCheck = ApiItem<'/games/{id}/answer', 'post'>;
export type ServedQuestion = ApiItem<'/games/level/{id}/next', 'post'>;

/** POST /orders answers a ticket deduction with this item (a reload gets an order). */
export type TicketSpend = Extract<ApiItem<'/orders', 'post'>, { ticketsSpent: number }>;

export type Tournament = ApiItem<'/tournaments/{id}', 'get'>;
export type TournamentGame = Tournament['games'][number];
export type TournamentInput = Omit<ApiBody<'/tournaments', 'post'>, Position>;
export type TournamentSearch = Omit<ApiQuery<'/tournaments', 'get'>, Position>;
export type IncludeScores = NonNullable<TournamentSearch['includeScores']>;

export type Rank = ApiOk<'/leaderboard/ranking', 'get'>['items'][number];
export type RankingQuery = Omit<ApiQuery<'/leaderboard/ranking', 'get'>, Position>;
export type RankType = NonNullable<RankingQuery['rankType']>;
/** ALL, or the last MONTH, WEEK or DAY of play. */
export type RankWindow = NonNullable<RankingQuery['window']>;
export type PersonalRankQuery = Omit<ApiQuery<'/leaderboard/personal', 'get'>, Position>;

export type Achievement = ApiItem<'/achievements/{id}', 'get'>;
export type AchievementTier = Achievement['tiers'][number];

export type Challenge = ApiItem<'/challenges/{id}', 'get'>;
export type ChallengeStatus = Challenge['status'];
export type ChallengeSide = Challenge['challenger'];
export type ChallengeInput = Omit<ApiBody<'/challenges', 'post'>, Position>;
export type ChallengeSearch = Omit<ApiQuery<'/challenges', 'get'>, Position>;
