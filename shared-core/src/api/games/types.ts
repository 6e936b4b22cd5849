// The games area's entities, read off the generated OpenAPI types (see ../openapi.ts).
import type { ApiBody, ApiItem, ApiQuery } from '../openapi.ts';

/** What the client adds to every request by itself (SPEC §7). */
type Position = 'latitude' | 'longitude';

export type ScoreInput = Omit<ApiBody<'/games/score/create', 'post'>, Position>;

/** POST /orders answers a ticket deduction with this item (a reload gets an order). */
export type TicketSpend = Extract<ApiItem<'/orders', 'post'>, { ticketsSpent: number }>;

export type TournamentInput = Omit<ApiBody<'/tournaments', 'post'>, Position>;
export type TournamentSearch = Omit<ApiQuery<'/tournaments', 'get'>, Position>;
export type IncludeScores = NonNullable<TournamentSearch['includeScores']>;

export type RankingQuery = Omit<ApiQuery<'/leaderboard/ranking', 'get'>, Position>;
export type RankType = NonNullable<RankingQuery['rankType']>;
/** ALL, or the last MONTH, WEEK or DAY of play. */
export type RankWindow = NonNullable<RankingQuery['window']>;
export type PersonalRankQuery = Omit<ApiQuery<'/leaderboard/personal', 'get'>, Position>;
