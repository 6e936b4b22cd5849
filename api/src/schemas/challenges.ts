import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ChallengeStatusSchema = Type.Union(
  [
    Type.Literal('PENDING'),
    Type.Literal('ACCEPTED'),
    Type.Literal('DECLINED'),
    Type.Literal('FINISHED'),
  ],
  {
    description:
      'PENDING: waiting for the opponent to accept; ACCEPTED: both may play; DECLINED; ' +
      'FINISHED: both have played',
  },
);

export type ChallengeStatus = Static<typeof ChallengeStatusSchema>;

export const ChallengeScore = Type.Object({
  points: Type.Integer(),
  correctCount: Type.Integer(),
  questionCount: Type.Integer(),
  timeValue: Type.Integer({ description: 'Milliseconds taken; less wins a tie on points' }),
});
export type ChallengeScoreResponse = Static<typeof ChallengeScore>;

export const ChallengeSide = Type.Object({
  account: AccountShort,
  played: Type.Boolean(),
  score: Type.Union([ChallengeScore, Type.Null()], {
    description: 'Your own once you played; the other side’s only once the challenge is finished',
  }),
});

export const Challenge = Type.Object({
  challengeId: Type.Integer(),
  status: ChallengeStatusSchema,
  message: Type.String({ description: 'What the challenger wrote' }),
  packId: Type.Integer(),
  packName: Type.String(),
  icon: Nullable(Type.String()),
  gameLevelId: Type.Integer({ description: 'The level both play' }),
  levelName: Type.String(),
  challenger: ChallengeSide,
  opponent: ChallengeSide,
  isChallenger: Type.Boolean(),
  canRespond: Type.Boolean({ description: 'You are the opponent and have not answered yet' }),
  canPlay: Type.Boolean({ description: 'You may play your one attempt now' }),
  winnerId: Nullable(Type.Integer({ description: 'Once finished; null for a draw' })),
  created: Type.Integer({ description: 'Epoch milliseconds' }),
  updated: Type.Integer({ description: 'Epoch milliseconds' }),
});
export type ChallengeResponse = Static<typeof Challenge>;

export const CreateChallengeBody = Type.Object({
  ...GeoFields,
  opponentId: Id,
  packId: Id,
  message: Type.Optional(Type.String({ maxLength: 280 })),
});
export type CreateChallengeInput = Static<typeof CreateChallengeBody>;

export const ChallengeSearchQuery = Type.Object({
  ...GeoFields,
  status: Type.Optional(ChallengeStatusSchema),
  ...PagingFields,
});

export const RespondChallengeBody = Type.Object({
  ...GeoFields,
  accept: Type.Boolean({ description: 'true accepts, false declines' }),
});
