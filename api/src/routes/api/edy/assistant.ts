import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseHistory } from '../../../plugins/app/assistant/history.ts';
import { HttpError, notFound, refuse } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { MAX_CONVERSATION_MESSAGES } from '../../../plugins/app/assistant/assistant-repository.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  SpeechToTextError,
  type SpeechToText,
} from '../../../plugins/app/assistant/speech-to-text.ts';
import {
  AudioFormatError,
  MAX_RECORDING_SECONDS,
  RecordingTooLongError,
} from '../../../plugins/app/assistant/wav.ts';
import {
  AssistantForm,
  AssistantReply,
  MAX_AUDIO_BYTES,
  MAX_QUESTION_LENGTH,
  MAX_TIME_ZONE_LENGTH,
  MAX_VOICE_ID_LENGTH,
} from '../../../schemas/assistant.ts';
import { ErrorEnvelope, errorResponses, GeoQuery, ItemEnvelope } from '../../../schemas/common.ts';
import { readAssistantForm } from './read-form.helpers.ts';
import {
  builtInEngine,
  wholeAnswer,
  type AnswerEngine,
} from '../../../plugins/app/assistant/engines.ts';
import { validTimeZone } from '../../../lib/time-zones.ts';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { IdParams, MessageEnvelope } from '../../../schemas/common.ts';

export interface AssistantRoutesOptions {
  /** Words the answer; the built-in engine when none is configured. */
  answerEngine?: AnswerEngine | undefined;
  /** Where voice questions are transcribed: the remote server or the offline recogniser. */
  speechToText: SpeechToText;
}

export const NOT_UNDERSTOOD_MESSAGE = 'I did not catch that — try typing your question.';

const WAV_ONLY_MESSAGE =
  'This server recognises speech itself and reads WAV recordings only (16 kHz mono is best). ' +
  'Type your question instead.';

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;

function positiveInteger(fields: Map<string, string>, name: string): number | undefined {
  const value = clean(fields.get(name));
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > 2_147_483_647) {
    throw invalid(`body/${name} must be a positive integer`);
  }
  return parsed;
}

/** The member's IANA time zone, when sent. */
function timeZoneField(fields: Map<string, string>): string | undefined {
  const value = clean(fields.get('timeZone'));
  if (value === undefined) return undefined;
  if (value.length > MAX_TIME_ZONE_LENGTH || !validTimeZone(value)) {
    throw invalid('body/timeZone must be an IANA time zone such as America/Chicago');
  }
  return value;
}

function coordinate(fields: Map<string, string>, name: string): number | undefined {
  const value = clean(fields.get(name));
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw invalid(`body/${name} must be a number`);
  return parsed;
}

/** The member's assistant, Edy: typed or spoken questions answered from Canopy's own data. */
const assistant: FastifyPluginAsyncTypebox<AssistantRoutesOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 12, parts: 16, fieldSize: 256 * 1024 },
  });

  app.post(
    '/stt',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['assistant'],
        summary: 'Ask Edy, the assistant, a typed (textnoaudio) or spoken (file) question',
        description:
          'multipart/form-data. Edy answers from what Canopy holds that you may see (events, ' +
          'shops, offers, trainings, groups, channels, quiz packs, members, posts), with ' +
          'links in `suggestions`; a configured language model answers through the same ' +
          'searches (the built-in answer if it fails). A recording ' +
          `(audio/*, at most ${MAX_AUDIO_BYTES / 1024 / 1024} MiB and ${MAX_RECORDING_SECONDS} s; ` +
          '415 or 413 otherwise) is transcribed by the configured speech-to-text server, or ' +
          'without one by the offline recogniser, which reads WAV only and knows the ' +
          "assistant's own questions (offers, shops, events near me, under N dollars, more, " +
          'quizzes); what it cannot make out is HTTP 200 `valid:false, ' +
          'errorCode:NOT_UNDERSTOOD`. With albumId (your own chat_bot ' +
          'album, else 404) or newConversation=true the exchange is saved to that conversation.',
        consumes: ['multipart/form-data'],
        body: { content: { 'multipart/form-data': { schema: AssistantForm } } },
        querystring: GeoQuery,
        response: {
          200: Type.Union([ItemEnvelope(AssistantReply), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { fields, audio } = await readAssistantForm(request);

      const typed = clean(fields.get('textnoaudio'));
      if (typed && typed.length > MAX_QUESTION_LENGTH) {
        throw invalid(`body/textnoaudio must be at most ${MAX_QUESTION_LENGTH} characters`);
      }
      if (typed && audio) throw invalid('Send either body/textnoaudio or body/file, not both');
      if (!typed && !audio) throw invalid('body/textnoaudio or body/file is required');
      if (audio && audio.bytes.length === 0) throw invalid('body/file is empty');
      const history = parseHistory(fields.get('answers'));
      if (!history) {
        throw invalid('body/answers must be JSON text of a list of messages ({role, text})');
      }
      const voiceId = clean(fields.get('voiceId')) ?? null;
      if (voiceId && !new RegExp(`^[\\w.:-]{1,${MAX_VOICE_ID_LENGTH}}$`).test(voiceId)) {
        throw invalid(
          `body/voiceId must be at most ${MAX_VOICE_ID_LENGTH} letters, digits, dots, colons, ` +
            'dashes or underscores',
        );
      }
      const albumId = positiveInteger(fields, 'albumId');
      const newConversation = clean(fields.get('newConversation'))?.toLowerCase();
      if (newConversation !== undefined && !['true', 'false'].includes(newConversation)) {
        throw invalid('body/newConversation must be true or false');
      }
      if (albumId !== undefined && newConversation === 'true') {
        throw invalid('Send either body/albumId or body/newConversation, not both');
      }
      const center = resolveLocation(
        coordinate(fields, 'latitude') ?? request.query.latitude,
        coordinate(fields, 'longitude') ?? request.query.longitude,
      );
      const timeZone = timeZoneField(fields);

      if (albumId !== undefined) {
        const length = await app.assistant.conversationLength(albumId, me.id);
        if (length === undefined) throw notFound('That conversation does not exist.');
        if (length > MAX_CONVERSATION_MESSAGES - 2) {
          return refuse('CONVERSATION_FULL', 'This conversation is full. Start a new one.');
        }
      }

      let transcript = typed ?? '';
      if (audio) {
        const stt = options.speechToText;
        if (!stt.accepts(audio.mimeType)) {
          throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', WAV_ONLY_MESSAGE);
        }
        let heard;
        try {
          heard = await stt.transcribe(audio);
        } catch (error) {
          if (error instanceof AudioFormatError) {
            throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', error.message);
          }
          if (error instanceof RecordingTooLongError) {
            throw new HttpError(413, 'RECORDING_TOO_LONG', error.message);
          }
          if (!(error instanceof SpeechToTextError)) throw error;
          request.log.warn({ err: error }, 'speech-to-text failed');
          return refuse(
            'STT_FAILED',
            'Your recording could not be transcribed right now. Try again, or type your question.',
          );
        }
        if (!heard.heard) {
          return heard.reason === 'no-speech'
            ? refuse(
                'NO_SPEECH',
                'We did not hear any words in the recording. Try again, or type your question.',
              )
            : refuse('NOT_UNDERSTOOD', NOT_UNDERSTOOD_MESSAGE);
        }
        transcript = heard.text.slice(0, MAX_QUESTION_LENGTH);
      }

      // Safe answers never reach a language model; a configured one words the others, spoken
      // questions too, searching through the assistant's tools.
      const plan = app.assistant.plan(me, transcript, history, { position: center, timeZone });
      const engine = options.answerEngine && !plan.safety ? options.answerEngine : builtInEngine;
      const answer = await wholeAnswer(engine, {
        question: transcript,
        history,
        builtIn: plan.builtIn,
        tools: plan.tools,
        today: plan.today,
      });
      const savedTo =
        albumId ??
        (newConversation === 'true'
          ? await app.assistant.startConversation(me.id, transcript)
          : undefined);
      if (savedTo !== undefined) {
        const saved = await app.assistant.appendExchange(savedTo, me.id, {
          question: transcript,
          ...answer,
        });
        if (!saved)
          return refuse('CONVERSATION_FULL', 'This conversation is full. Start a new one.');
      }
      return itemEnvelope({ transcript, ...answer, voiceId, albumId: savedTo ?? null });
    },
  );
};

/** The member's own conversations: deleting one (rename is PUT /albums/{id}). */
const conversations: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Delete one of your conversations with Edy (a chat_bot album)',
        description: '404 when it does not exist or is not yours.',
        params: IdParams,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const deleted = await app.assistant.deleteConversation(request.params.id, me.id);
      if (!deleted) throw notFound('That conversation does not exist.');
      return messageEnvelope('The conversation has been deleted.');
    },
  );
};

const all: FastifyPluginAsyncTypebox<AssistantRoutesOptions> = async (app, options) => {
  // Not `options` itself: it carries the /edy prefix, which would apply twice.
  await app.register(assistant, {
    speechToText: options.speechToText,
    answerEngine: options.answerEngine,
  });
  await app.register(conversations);
};

export default all;
