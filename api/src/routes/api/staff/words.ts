import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope, listEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import {
  normalizeWatchedPattern,
  watchedPatternProblem,
} from '../../../plugins/app/kernel/watched-word-rules.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import type { WatchedWordChange } from '../../../plugins/app/staff/watched-words-repository.ts';
import {
  errorResponses,
  ItemEnvelope,
  ListEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import {
  WatchedWord,
  WatchedWordBody,
  WatchedWordRemoveQuery,
  WordIdParams,
  type WatchedWordInput,
} from '../../../schemas/watched-words.ts';
import type { FastifyRequest } from 'fastify';

const NO_REASON = 'No reason given.';
const NO_SUCH_WORD = 'That word is not on the list (any more).';
const OPERATORS_ONLY =
  'Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members ' +
  'and moderators. Logged in the audit log with the entry before and after.';

/** The entry as sent, checked and normalized, with who changes it and why. */
function changeOf(request: FastifyRequest, body: WatchedWordInput): WatchedWordChange {
  const pattern = normalizeWatchedPattern(body.pattern);
  const problem = watchedPatternProblem(pattern);
  if (problem) throw new HttpError(400, 'INVALID_WATCHED_WORD', problem);
  return {
    actor: { id: currentUser(request).id, role: 'operator' },
    pattern,
    action: body.action,
    reason: cleanReason(body.reason ?? '') || NO_REASON,
  };
}

/**
 * Watched words (issue 35): moderators read the list (they review what it holds);
 * operators add, change and remove entries.
 */
const wordsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    staffOnly('moderator', async (staff) => {
      staff.get(
        '/words',
        {
          schema: {
            tags: ['staff'],
            summary: 'The watched words, alphabetical, with what each does',
            description:
              'Moderators and operators: 403 SESSION_INVALID without a session, 403 ' +
              'ROLE_REQUIRED for members.',
            response: { 200: ListEnvelope(WatchedWord), ...errorResponses(403) },
          },
        },
        async () => {
          const items = await app.watchedWords.list();
          return listEnvelope(items, items.length, { start: 0, limit: items.length });
        },
      );
    }),
  );

  await app.register(
    staffOnly('operator', async (operator) => {
      operator.post(
        '/words',
        {
          schema: {
            tags: ['staff'],
            summary: 'Add a watched word or phrase: REFUSE or HOLD what members write with it',
            description:
              `${OPERATORS_ONLY} 400 INVALID_WATCHED_WORD naming what is wrong with the ` +
              'pattern; 409 WATCHED_WORD_EXISTS when it is listed already. Applies to ' +
              'every instance at once.',
            body: WatchedWordBody,
            response: { 200: ItemEnvelope(WatchedWord), ...errorResponses(403, 409) },
          },
        },
        async (request) => {
          const word = await app.watchedWords.add(changeOf(request, request.body));
          return itemEnvelope(word, `“${word.pattern}” is on the list.`);
        },
      );

      operator.put(
        '/words/:wordId',
        {
          schema: {
            tags: ['staff'],
            summary: "Change a watched word's pattern or action",
            description:
              `${OPERATORS_ONLY} 400 INVALID_WATCHED_WORD, 409 WATCHED_WORD_EXISTS as for ` +
              'adding; 404 for an entry that is not listed.',
            params: WordIdParams,
            body: WatchedWordBody,
            response: { 200: ItemEnvelope(WatchedWord), ...errorResponses(403, 404, 409) },
          },
        },
        async (request) => {
          const change = changeOf(request, request.body);
          const word = await app.watchedWords.update(request.params.wordId, change);
          if (!word) throw notFound(NO_SUCH_WORD);
          return itemEnvelope(word, `“${word.pattern}” is saved.`);
        },
      );

      operator.delete(
        '/words/:wordId',
        {
          schema: {
            tags: ['staff'],
            summary: 'Remove a watched word',
            description: `${OPERATORS_ONLY} 404 for an entry that is not listed.`,
            params: WordIdParams,
            querystring: WatchedWordRemoveQuery,
            response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
          },
        },
        async (request) => {
          const removed = await app.watchedWords.remove(
            request.params.wordId,
            { id: currentUser(request).id, role: 'operator' },
            cleanReason(request.query.reason ?? '') || NO_REASON,
          );
          if (!removed) throw notFound(NO_SUCH_WORD);
          return messageEnvelope('The word is off the list.');
        },
      );
    }),
  );
};

export default wordsRoutes;
