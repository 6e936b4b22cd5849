import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound, tooManyRequests } from '../../../lib/errors.ts';
import {
  RETIRED_HANDLE_DAYS,
  handleBaseFor,
  handleChangeWaitMs,
  handleKey,
  handleProblem,
} from '../../../plugins/app/identity/handle-rules.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import {
  AuthUser,
  ChangeHandleBody,
  HandleCheck,
  HandleCheckQuery,
  HandleParams,
  HandleSuggestion,
  HandleSuggestQuery,
  Profile,
} from '../../../schemas/users.ts';

/** A plugin scope of its own, typed like the file's routes. */
type Scope = Parameters<FastifyPluginAsyncTypebox>[0];

/** Alternatives the handle check offers for a handle that cannot be had. */
const SUGGESTIONS = 3;

/** Choosing, checking and changing @handles, and finding a member by one, under /users. */
const handles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/handle/suggest',
    {
      config: { public: true },
      schema: {
        tags: ['users'],
        summary: 'A free handle for a new member, from their name (for the sign-up form)',
        querystring: HandleSuggestQuery,
        response: { 200: ItemEnvelope(HandleSuggestion), ...errorResponses() },
      },
    },
    async (request) => {
      const { firstName = '', lastName = '' } = request.query;
      const [handle = 'member'] = await app.handles.suggest(handleBaseFor(firstName, lastName));
      return itemEnvelope({ handle });
    },
  );

  app.get(
    '/handle/check',
    {
      config: { public: true },
      schema: {
        tags: ['users'],
        summary: 'Whether a handle may be chosen, with free ones to offer when not',
        description:
          'A handle is unavailable when it breaks the handle rules, when a member uses it ' +
          `(whatever its case), or when a member changed away from it in the last ${RETIRED_HANDLE_DAYS} ` +
          'days. The suggestions are numbered forms of a taken handle; for a handle that breaks ' +
          'the rules, they come from firstName and lastName when given.',
        querystring: HandleCheckQuery,
        response: { 200: ItemEnvelope(HandleCheck), ...errorResponses() },
      },
    },
    async (request) => {
      const { handle, firstName = '', lastName = '' } = request.query;
      const problem = handleProblem('A handle', handle);
      if (problem) {
        // A handle that breaks the rules says little: the name says more, when given.
        const base =
          firstName.trim() || lastName.trim() ? handleBaseFor(firstName, lastName) : handle;
        return itemEnvelope({
          handle,
          available: false,
          message: problem,
          suggestions: await app.handles.suggest(base, SUGGESTIONS),
        });
      }
      if (await app.handles.isTaken(handle)) {
        return itemEnvelope({
          handle,
          available: false,
          message: `@${handle} is already taken.`,
          suggestions: await app.handles.suggest(handle, SUGGESTIONS),
        });
      }
      return itemEnvelope({
        handle,
        available: true,
        message: `@${handle} is free.`,
        suggestions: [],
      });
    },
  );

  await app.register(
    // A member's own routes, in one scope (signed in, as every route under /api).
    async (member: Scope) => {
      member.get(
        '/by-handle/:handle',
        {
          schema: {
            tags: ['users'],
            summary: 'A member profile by @handle (an old handle still finds them for 30 days)',
            description:
              `A handle the member changed away from in the last ${RETIRED_HANDLE_DAYS} days ` +
              'answers with their profile under the current handle (profileInfo.username).',
            params: HandleParams,
            response: { 200: ItemEnvelope(Profile), ...errorResponses(403, 404) },
          },
        },
        async (request) => {
          const me = currentUser(request);
          const ownerId = await member.handles.ownerOf(request.params.handle);
          const account =
            ownerId === undefined ? undefined : await member.accounts.findById(ownerId);
          if (!account) throw notFound('No member has that handle.');
          return itemEnvelope(await member.profiles.view(account, me));
        },
      );

      member.put(
        '/handle',
        {
          schema: {
            tags: ['users'],
            summary: 'Change your @handle',
            description:
              `Your old handle keeps finding you, and nobody else may take it, for ${RETIRED_HANDLE_DAYS} ` +
              'days. A handle someone else uses or holds is 409 HANDLE_TAKEN (naming a free one); ' +
              'a few changes a day at most (429).',
            body: ChangeHandleBody,
            response: { 200: ItemEnvelope(AuthUser), ...errorResponses(403, 409) },
          },
        },
        async (request) => {
          const me = currentUser(request);
          const { handle } = request.body;
          const problem = handleProblem('body/handle', handle);
          if (problem) throw new HttpError(400, 'INVALID_HANDLE', problem);
          await member.watchedWords.refuse(handle);
          const previous = me.username;
          const changesHandle = handleKey(handle) !== handleKey(previous);
          if (changesHandle) {
            const waitMs = handleChangeWaitMs(
              await member.handles.recentChanges(me.id),
              Date.now(),
            );
            if (waitMs > 0) throw tooManyRequests(waitMs, 'changing your handle');
          }
          const updated = await member.accounts.updateHandle(me, handle);
          return itemEnvelope(
            member.accounts.toAuthUser(updated),
            changesHandle
              ? `Your handle is now @${updated.username}. @${previous} will still find you for ${RETIRED_HANDLE_DAYS} days.`
              : `Your handle is now @${updated.username}.`,
          );
        },
      );
    },
  );
};

export default handles;
