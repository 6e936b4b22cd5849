import { Type, type Static } from 'typebox';
import { GeoFields, Nullable, PagingFields } from './common.ts';

export const PackLevel = Type.Object({
  gameLevelId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  difficulty: Type.String({ description: 'EASY, MEDIUM or HARD' }),
  questionCount: Type.Integer(),
  ticketCount: Type.Integer(),
});

export const QuizPack = Type.Object({
  packId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  icon: Nullable(Type.String()),
  background: Nullable(Type.String()),
  packType: Type.String(),
  levels: Type.Array(PackLevel),
  levelCount: Type.Integer(),
  completed: Type.Boolean(),
  ticketCount: Type.Integer(),
  points: Type.Integer(),
  price: Type.Number(),
  startDate: Nullable(Type.Integer({ description: 'Epoch milliseconds' })),
  endDate: Nullable(Type.Integer({ description: 'Epoch milliseconds' })),
  active: Type.Boolean(),
});
export type QuizPackResponse = Static<typeof QuizPack>;

export const PackSearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  packType: Type.Optional(Type.String({ maxLength: 50 })),
  ...PagingFields,
  ...GeoFields,
});
