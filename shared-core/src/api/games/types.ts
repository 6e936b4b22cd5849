// The games area's entities, read off the generated OpenAPI types (see ../openapi.ts).
import type { ApiBody, ApiItem, ApiListItem, ApiOk, ApiQuery } from '../openapi.ts';

/** What the client adds to every request by itself (SPEC §7). */
type Position = 'latitude' | 'longitude';

export type QuizPackDetail = ApiItem<'/games/pack/{id}', 'get'>;
export type QuizLevel = QuizPackDetail['levels'][number];
export type QuizQuestion = QuizLevel['gameObjects'][number];
export type LevelScore = QuizLevel['scores'][number];

export type ScoreInput = Omit<ApiBody<'/games/score/create', 'post'>, Position>;
export type GameScore = ApiItem<'/games/score/create', 'post'>;
export type QuestionResult = GameScore['results'][number];
export type Hint = ApiItem<'/games/{id}/hint', 'get'>;

export type TicketCount = ApiItem<'/games/ticket/count', 'get'>;
/** POST /orders answers a ticket deduction with this item (a reload gets an order). */
export type TicketSpend = Extract<ApiItem<'/orders', 'post'>, { ticketsSpent: number }>;

export type Tournament = ApiItem<'/tournaments/{id}', 'get'>;
export type TournamentGame = Tournament['games'][number];
export type TournamentVoteTally = Tournament['votes'][number];
export type TournamentInput = Omit<ApiBody<'/tournaments', 'post'>, Position>;
export type TournamentSearch = Omit<ApiQuery<'/tournaments', 'get'>, Position>;
export type IncludeScores = NonNullable<TournamentSearch['includeScores']>;

export type Leaderboard = ApiOk<'/leaderboard/ranking', 'get'>;
export type Rank = Leaderboard['items'][number];
export type RankingQuery = Omit<ApiQuery<'/leaderboard/ranking', 'get'>, Position>;
export type RankType = NonNullable<RankingQuery['rankType']>;
export type PersonalRank = ApiListItem<'/leaderboard/personal', 'get'>;
export type PersonalRankQuery = Omit<ApiQuery<'/leaderboard/personal', 'get'>, Position>;

export type Achievement = ApiItem<'/achievements/{id}', 'get'>;
export type AchievementTier = Achievement['tiers'][number];
export type AchievementProgress = Achievement['progress'];
