import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, refuse } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { MAX_CONVERSATION_MESSAGES } from '../../../plugins/app/assistant/assistant-repository.ts';
import {
  AnswerEngineError,
  builtInEngine,
  citationsOf,
  type AnswerEngine,
  type AnswerRequest,
} from '../../../plugins/app/assistant/engines.ts';
import { parseHistory } from '../../../plugins/app/assistant/history.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { validTimeZone } from '../../../lib/time-zones.ts';
import { ASSISTANT_STREAM_DESCRIPTION, AssistantStreamBody } from '../../../schemas/assistant.ts';
import { errorResponses } from '../../../schemas/common.ts';

export interface AssistantStreamOptions {
  /** Words the answer; the built-in engine when none is configured. */
  answerEngine?: AnswerEngine | undefined;
}

export const CUT_OFF_MESSAGE =
  'The answer was cut off because the language model stopped responding. What you see is ' +
  'kept; press Retry to ask again.';
export const FALLBACK_NOTICE =
  'The language model is not answering right now, so here is the built-in answer.';

/** POST /edy/stream: Edy's answer to a typed question, streamed as it is worded. */
export const assistantStream: FastifyPluginAsyncTypebox<AssistantStreamOptions> = async (
  app,
  options,
) => {
  const engine = options.answerEngine ?? builtInEngine;

  app.post(
    '/stream',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['assistant'],
        summary: 'Ask Edy a typed question; the answer streams back as server-sent events',
        description: ASSISTANT_STREAM_DESCRIPTION,
        body: AssistantStreamBody,
        response: {
          200: {
            description: 'Server-sent events (see above)',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const body = request.body;
      const question = body.textnoaudio.replace(/\s+/g, ' ').trim();
      if (question === '') {
        return reply.code(400).send({
          valid: false,
          message: 'body/textnoaudio must not be blank',
          errorCode: 'VALIDATION_ERROR',
        });
      }
      if (body.albumId !== undefined && body.newConversation) {
        return reply.code(400).send({
          valid: false,
          message: 'Send either body/albumId or body/newConversation, not both',
          errorCode: 'VALIDATION_ERROR',
        });
      }
      if (body.timeZone !== undefined && !validTimeZone(body.timeZone)) {
        return reply.code(400).send({
          valid: false,
          message: 'body/timeZone must be an IANA time zone such as America/Chicago',
          errorCode: 'VALIDATION_ERROR',
        });
      }
      if (body.albumId !== undefined) {
        const length = await app.assistant.conversationLength(body.albumId, me.id);
        if (length === undefined) throw notFound('That conversation does not exist.');
        if (length > MAX_CONVERSATION_MESSAGES - 2) {
          return refuse('CONVERSATION_FULL', 'This conversation is full. Start a new one.');
        }
      }
      const history = parseHistory(JSON.stringify(body.answers ?? [])) ?? [];
      const center = resolveLocation(body.latitude, body.longitude);
      const plan = app.assistant.plan(me, question, history, {
        position: center,
        timeZone: body.timeZone,
      });
      // Safe answers (an emergency, medical or legal advice, driving) never reach a model.
      const chosen = plan.safety ? builtInEngine : engine;
      const asked: AnswerRequest = {
        question,
        history,
        builtIn: plan.builtIn,
        tools: plan.tools,
        today: plan.today,
      };
      // The built-in answer's items are known now; a model's only once it has answered.
      const early = chosen === builtInEngine ? (await plan.builtIn()).suggestions : [];
      const albumId =
        body.albumId ??
        (body.newConversation ? await app.assistant.startConversation(me.id, question) : undefined);

      // The events go straight to the socket: compression and serialisation would hold
      // them back until the end.
      reply.hijack();
      const raw = reply.raw;
      const headers = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      raw.writeHead(200, {
        ...Object.fromEntries(headers),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => {
        if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      // The member pressed Stop or left: stop wording, keep what was said.
      const stopped = new AbortController();
      raw.on('close', () => stopped.abort());

      send('start', {
        transcript: question,
        albumId: albumId ?? null,
        engine: chosen.name,
        suggestions: early,
      });
      let text = '';
      let status: 'complete' | 'interrupted' = 'complete';
      let answered = chosen;
      try {
        const run = async (by: AnswerEngine) => {
          answered = by;
          for await (const piece of by.stream(asked, stopped.signal)) {
            text += piece;
            send('token', { text: piece });
          }
        };
        try {
          await run(chosen);
        } catch (error) {
          if (!(error instanceof AnswerEngineError)) throw error;
          request.log.warn({ err: error }, 'answer engine failed');
          if (text === '' && chosen !== builtInEngine) {
            send('notice', { message: FALLBACK_NOTICE });
            await run(builtInEngine);
          } else {
            status = 'interrupted';
            send('error', { message: CUT_OFF_MESSAGE, errorCode: 'ANSWER_CUT_OFF' });
          }
        }
        if (stopped.signal.aborted) status = 'interrupted';
        const answer = text.trim();
        // Only items a search returned for this member, and only those the answer cites.
        const suggestions = await citationsOf(answered, asked, answer);
        if (albumId !== undefined && answer !== '') {
          await app.assistant.appendExchange(albumId, me.id, {
            question,
            reply: answer,
            suggestions,
            status,
          });
        }
        send('done', { reply: answer, albumId: albumId ?? null, status, suggestions });
      } catch (error) {
        request.log.error({ err: error }, 'assistant stream failed');
        send('error', {
          message: 'Something went wrong while answering. Press Retry to ask again.',
          errorCode: 'INTERNAL_ERROR',
        });
      } finally {
        raw.end();
      }
    },
  );
};

export default assistantStream;
