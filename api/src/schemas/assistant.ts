import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
export const MAX_QUESTION_LENGTH = 1000;
export const MAX_VOICE_ID_LENGTH = 100;

const text = (description: string) => Type.Optional(Type.String({ description }));

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
});

export const AssistantSuggestion = Type.Object({
  type: Type.String({ description: 'ALBUM, OFFER or QUIZ_PACK' }),
  id: Type.Integer({ description: 'albumId, offerLocationId or packId' }),
  title: Type.String(),
  subtitle: Type.String(),
  link: Type.String({ description: 'The web route to open, e.g. /browse/marketplace/product/12' }),
  imageURL: Nullable(Type.String()),
});

export const AssistantReply = Type.Object({
  transcript: Type.String({ description: 'The question as understood (typed or transcribed)' }),
  reply: Type.String(),
  voiceId: Nullable(Type.String()),
  albumId: Nullable(
    Type.Integer({ description: 'The conversation the exchange was saved to, if any' }),
  ),
  suggestions: Type.Array(AssistantSuggestion, {
    description: 'The albums, offers and quiz packs the reply mentions',
  }),
});
export type AssistantReplyResponse = Static<typeof AssistantReply>;
