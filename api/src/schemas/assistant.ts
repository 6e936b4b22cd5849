import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
export const MAX_QUESTION_LENGTH = 1000;
export const MAX_VOICE_ID_LENGTH = 100;

const text = (description: string) => Type.Optional(Type.String({ description }));

export const MAX_TIME_ZONE_LENGTH = 64;
const TIME_ZONE_DESCRIPTION =
  'Your IANA time zone (e.g. America/Chicago), for "tonight", "this weekend" and "open now"; ' +
  "the API's own when absent";

/** Documents the form; the handler reads the multipart stream itself. */
export const AssistantForm = Type.Object({
  answers: text('JSON text of the conversation so far: a list of {role, text}'),
  textnoaudio: text(`The typed question (at most ${MAX_QUESTION_LENGTH} characters)`),
  file: Type.Optional(
    Type.Unsafe<unknown>({
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `The recorded question: an audio/* file of at most ${MAX_AUDIO_BYTES / 1024 / 1024} MiB`,
    }),
  ),
  voiceId: text('The voice the client speaks the reply in; returned as sent'),
  albumId: text('Your chat_bot conversation album to save this exchange to'),
  newConversation: text('"true" to save this exchange to a new conversation'),
  latitude: text('Your latitude, for distances to shops'),
  longitude: text('Your longitude'),
  timeZone: text(TIME_ZONE_DESCRIPTION),
});

export const AssistantSuggestion = Type.Object({
  type: Type.String({
    description:
      'ALBUM (a post), EVENT, TRAINING, GROUP, CHANNEL, OFFER, RETAILER, QUIZ_PACK, PERSON or ' +
      'PAGE (a page of the app, such as the terms)',
  }),
  id: Type.Integer({
    description: 'albumId, offerLocationId, retailerLocationId, packId, accountId or a page number',
  }),
  title: Type.String(),
  subtitle: Type.String(),
  link: Type.String({ description: 'The web route to open, e.g. /browse/marketplace/product/12' }),
  imageURL: Nullable(Type.String()),
  priceCents: Nullable(Type.Integer({ description: 'What an offer costs, in cents' })),
  distance: Nullable(Type.Number({ description: 'Miles to an offer or shop' })),
});

export const AssistantReply = Type.Object({
  transcript: Type.String({ description: 'The question as understood (typed or transcribed)' }),
  reply: Type.String(),
  voiceId: Nullable(Type.String()),
  albumId: Nullable(
    Type.Integer({ description: 'The conversation the exchange was saved to, if any' }),
  ),
  suggestions: Type.Array(AssistantSuggestion, {
    description: 'The items the reply cites (only items the member may see)',
  }),
});
export type AssistantReplyResponse = Static<typeof AssistantReply>;

export const MAX_STREAM_HISTORY = 100;

/** POST /edy/stream: a typed question whose answer comes back as server-sent events. */
export const AssistantStreamBody = Type.Object({
  textnoaudio: Type.String({
    minLength: 1,
    maxLength: MAX_QUESTION_LENGTH,
    description: `The typed question (at most ${MAX_QUESTION_LENGTH} characters)`,
  }),
  answers: Type.Optional(
    Type.Array(
      Type.Object({
        role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
        text: Type.String({ maxLength: 20_000 }),
      }),
      { maxItems: MAX_STREAM_HISTORY, description: 'The conversation so far, oldest first' },
    ),
  ),
  albumId: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Your chat_bot conversation to save this exchange to',
    }),
  ),
  newConversation: Type.Optional(
    Type.Boolean({ description: 'true to save this exchange to a new conversation' }),
  ),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  timeZone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_TIME_ZONE_LENGTH,
      description: TIME_ZONE_DESCRIPTION,
    }),
  ),
});

export const ASSISTANT_STREAM_DESCRIPTION = [
  'The answer as `text/event-stream`, one JSON object per event:',
  '- `start` `{transcript, albumId, engine, suggestions}`: the items the built-in answer',
  '  cites (empty while a language model is still searching);',
  '- `token` `{text}`: the next piece of the answer, in order;',
  '- `notice` `{message}`: the configured language model failed before saying anything, so',
  '  the built-in engine answers instead;',
  '- `error` `{message, errorCode}`: the answer broke off; what was sent stays valid and is',
  '  saved as it stands;',
  '- `done` `{reply, albumId, status, suggestions}`: the whole answer (status `complete` or',
  '  `interrupted`) and the items it cites: only items a search returned for this member.',
  'Questions about an emergency, medical or legal advice or driving after use are answered',
  'by the built-in safe answers, never by a language model, and never with products.',
  'A question that cannot be asked (bad input, a conversation that is not yours) is answered',
  'before the stream starts with the usual JSON error envelope.',
].join('\n');
