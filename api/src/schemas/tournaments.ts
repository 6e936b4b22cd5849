import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';
import { LevelScore } from './games.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const EpochMs = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });

export const MAX_TOURNAMENT_GAMES = 10;
export const JOIN_CODE_LENGTH = 6;

export const TournamentGame = Type.Object({
  packId: Type.Integer(),
  name: Type.String(),
  icon: Nullable(Type.String()),
  levelCount: Type.Integer(),
});

export const TournamentScore = Type.Object({
  ...LevelScore.properties,
  packId: Type.Integer(),
  gameLevelId: Type.Integer(),
});
export type TournamentScoreResponse = Static<typeof TournamentScore>;

export const VoteTally = Type.Object({
  gameObjectId: Type.Integer(),
  question: Type.String(),
  voteCount: Type.Integer(),
});

export const Tournament = Type.Object({
  missionId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  joinCode: Type.String({ description: 'Share it: whoever has it can join' }),
  owner: AccountShort,
  startDate: Type.Integer({ description: 'Epoch milliseconds' }),
  endDate: Type.Integer({ description: 'Epoch milliseconds' }),
  missionType: Type.String(),
  status: Type.String({ description: 'UPCOMING, ACTIVE or ENDED' }),
  active: Type.Boolean({ description: 'Open for play now' }),
  games: Type.Array(TournamentGame),
  scores: Type.Array(TournamentScore, {
    description: 'Your scores in it, newest first, with includeScores=MINE; otherwise empty',
  }),
  rewards: Nullable(Type.String({ description: 'What the winners get, in the owner’s words' })),
  costToPlay: Type.Integer({ description: 'Tickets it costs to join' }),
  acceptedCount: Type.Integer({ description: 'Members taking part, the owner included' }),
  joined: Type.Boolean(),
  isOwner: Type.Boolean(),
  votes: Type.Array(VoteTally, { description: 'Questions voted for, most votes first' }),
  myVote: Nullable(Type.Integer({ description: 'The game object you voted for' })),
  created: Type.Integer({ description: 'Epoch milliseconds' }),
});
export type TournamentResponse = Static<typeof Tournament>;

export const CreateTournamentBody = Type.Object({
  ...GeoFields,
  title: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  startDate: EpochMs,
  endDate: EpochMs,
  games: Type.Array(Id, {
    minItems: 1,
    maxItems: MAX_TOURNAMENT_GAMES,
    description: 'Quiz pack ids',
  }),
  costToPlay: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  rewards: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CreateTournamentInput = Static<typeof CreateTournamentBody>;

export const IncludeScores = Type.Union([Type.Literal('MINE'), Type.Literal('NONE')], {
  description: 'MINE adds your scores to each tournament',
});

export const TournamentFilter = Type.Union(
  [Type.Literal('ALL'), Type.Literal('OWNED'), Type.Literal('JOINED')],
  { description: 'ALL (default): yours and the ones you joined' },
);

export const TournamentSearchQuery = Type.Object({
  ...GeoFields,
  joinCode: Type.Optional(
    Type.String({ maxLength: 20, description: 'Finds the tournament to join, joined or not' }),
  ),
  includeScores: Type.Optional(IncludeScores),
  filter: Type.Optional(TournamentFilter),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...PagingFields,
});

export const TournamentQuery = Type.Object({
  ...GeoFields,
  includeScores: Type.Optional(IncludeScores),
});

export const JoinTournamentBody = Type.Object({
  ...GeoFields,
  joinCode: Type.String({ minLength: 1, maxLength: 20 }),
});

export const VoteBody = Type.Object({
  ...GeoFields,
  missionId: Id,
  gameObjectId: Id,
});
