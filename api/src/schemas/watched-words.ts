import { Type, type Static } from 'typebox';
import { REASON_MAX_LENGTH } from './staff.ts';

const PATTERN_MAX_LENGTH = 60;

export const WatchedWordActionName = Type.Union([Type.Literal('REFUSE'), Type.Literal('HOLD')], {
  description:
    'REFUSE: the text is refused with a message naming the matched word; HOLD: it is saved ' +
    'but held for review, shown to no one else until a moderator approves it',
});

export const WatchedWord = Type.Object({
  wordId: Type.Integer(),
  pattern: Type.String({
    description: 'As stored: lower case, accents removed, one space between words',
  }),
  action: WatchedWordActionName,
  updatedBy: Type.String({ description: 'Who last changed it (display name)' }),
  updated: Type.Integer({ description: 'Epoch milliseconds' }),
});
export type WatchedWordResponse = Static<typeof WatchedWord>;

const Pattern = Type.String({
  minLength: 1,
  maxLength: PATTERN_MAX_LENGTH * 2,
  description:
    'A word or a phrase of up to 5 words, letters and digits, `*` for any letters inside a ' +
    'word (`spam*` matches "spammer"); whole words, any case, accents ignored. Never a ' +
    'regular expression. At most 60 characters once spaces are collapsed.',
});

const OptionalReason = Type.Optional(
  Type.String({
    maxLength: REASON_MAX_LENGTH,
    description: 'Why, kept in the audit log (optional: "No reason given." otherwise)',
  }),
);

export const WatchedWordBody = Type.Object({
  pattern: Pattern,
  action: WatchedWordActionName,
  reason: OptionalReason,
});
export type WatchedWordInput = Static<typeof WatchedWordBody>;

export const WatchedWordRemoveQuery = Type.Object({ reason: OptionalReason });

export const WordIdParams = Type.Object({
  wordId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
