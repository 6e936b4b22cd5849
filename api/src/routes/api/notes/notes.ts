import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  commentProblem,
  decodeKeysetCursor,
  mentionedUsernames,
} from '../../../plugins/app/social/rules.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import {
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import {
  Note,
  NoteCreateBody,
  NoteListEnvelope,
  NoteSearchQuery,
  NoteUpdateBody,
} from '../../../schemas/notes.ts';

const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;
const NO_SUCH_COMMENT = 'That comment does not exist.';
const HELD = 'Your comment is held for review by a moderator before others see it.';

function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}

/** Each member a comment names counts against the writer's mentions. */
const mentionsOf = (request: FastifyRequest) =>
  mentionedUsernames((request.body as { comment: string }).comment).length;

/** Comments on albums (PLATFORM.md `note`), one level of replies, under /notes. */
const notes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['notes'],
        summary: "An album's comments, oldest first (newest last), each with its replies",
        description:
          "Paged by cursor: pass the previous page's nextCursor. 404 when the album does " +
          'not exist or is hidden or locked to you.',
        querystring: NoteSearchQuery,
        response: { 200: NoteListEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { albumId, cursor: rawCursor, limit: rawLimit } = request.query;
      const cursor = decodeKeysetCursor(rawCursor);
      if (rawCursor !== undefined && rawCursor !== '' && !cursor) {
        throw invalid('querystring/cursor is not a cursor this list handed out');
      }
      const limit = Math.min(MAX_PAGE, Math.max(1, Math.floor(rawLimit ?? DEFAULT_PAGE)));
      const page = await app.notes.list(albumId, viewerOf(me), cursor, limit);
      return {
        valid: true as const,
        message: 'ok',
        items: page.items,
        count: page.items.length,
        countTotal: page.countTotal,
        hasMoreResults: page.nextCursor !== null,
        start: 0,
        limit,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['notes'],
        summary: 'Comment on an album, or reply to a comment (parentNoteId)',
        description:
          'At most 2,000 characters, stored as written and always shown as text. Recorded as ' +
          'a COMMENT or REPLY event, and a MENTION event per @username.',
        body: NoteCreateBody,
        response: { 200: ItemEnvelope(Note), ...errorResponses(403, 404) },
      },
      preHandler: [
        app.memberLimits.preHandler('comments'),
        app.memberLimits.preHandler('mentions', mentionsOf),
      ],
    },
    async (request) => {
      const me = currentUser(request);
      const problem = commentProblem(request.body.comment);
      if (problem) throw invalid(problem);
      const held = await app.watchedWords.screen(request.body.comment);
      const note = await app.notes.create(viewerOf(me), { ...request.body, held });
      return itemEnvelope(note, held ? HELD : 'Your comment is posted.');
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['notes'],
        summary: 'Change the text of your comment',
        description: "404 when it does not exist or is somebody else's.",
        params: IdParams,
        body: NoteUpdateBody,
        response: { 200: ItemEnvelope(Note), ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('mentions', mentionsOf),
    },
    async (request) => {
      const me = currentUser(request);
      const problem = commentProblem(request.body.comment);
      if (problem) throw invalid(problem);
      const held = await app.watchedWords.screen(request.body.comment);
      const note = await app.notes.update(request.params.id, me.id, request.body.comment, held);
      if (!note) throw notFound(NO_SUCH_COMMENT);
      return itemEnvelope(note, held ? HELD : 'Your comment has been saved.');
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['notes'],
        summary: 'Delete your comment and the replies to it',
        description: "404 when it does not exist or is somebody else's.",
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (!(await app.notes.remove(request.params.id, me.id))) throw notFound(NO_SUCH_COMMENT);
      return messageEnvelope('Your comment has been deleted.');
    },
  );
};

export default notes;
