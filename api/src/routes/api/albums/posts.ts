import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { itemEnvelope, messageEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  decodeKeysetCursor,
  mentionedUsernames,
  postProblem,
} from '../../../plugins/app/social/rules.ts';
import { postingRefusal } from '../../../plugins/app/social/section-rules.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import {
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import {
  DiscoveredPost,
  DiscoverQuery,
  PostCreateBody,
  PostUpdateBody,
  WallEnvelope,
  WallPost,
  WallQuery,
} from '../../../schemas/posts.ts';

import { authenticated } from '../authenticated.helpers.ts';
import { createAnswerCache } from '../../../plugins/app/platform/answer-cache.ts';

const DEFAULT_WALL_PAGE = 10;
const MAX_WALL_PAGE = 50;
const nowhere = resolveLocation(undefined, undefined);
const NO_SUCH_POST = 'That post does not exist.';

function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}

/** Each member a post's text names counts against the writer's mentions. */
const mentionsOf = (request: FastifyRequest) =>
  mentionedUsernames((request.body as { description: string }).description).length;

/** The activity wall and members' posts (albums of type post with photos), under /albums. */
const posts: FastifyPluginAsyncTypebox = async (app) => {
  // A wall page read again before anything changed is answered from memory (issue 16: the
  // queries, serialising and compressing took about 0.8 ms a page). 10 s only as a backstop.
  const wallAnswers = createAnswerCache({ maxBytes: 32 * 1024 * 1024, maxAgeMs: 10_000 });

  app.get(
    '/wall',
    {
      schema: {
        tags: ['albums'],
        summary: 'The activity wall: albums visible to you, newest first, paged by cursor',
        description:
          "Keyset paging: pass the previous page's nextCursor as cursor. Posts written while " +
          'you page are neither repeated nor skipped. Audience visibility is enforced; an ' +
          'album whose access tags you lack comes with accessLocked and without its content.',
        querystring: WallQuery,
        response: { 200: WallEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      // The reader and every parameter: a page made for one member never reaches another.
      const key = `${me.id} ${JSON.stringify(request.query)}`;
      const generation = app.contentGeneration.current();
      const cached = wallAnswers.get(key, generation);
      if (cached) return wallAnswers.send(request, reply, key, cached);
      const { cursor: rawCursor, limit: rawLimit, albumId } = request.query;
      if (albumId !== undefined) {
        const parent = await app.albums.findVisible(albumId, viewerOf(me), nowhere);
        if (!parent || parent.locked) throw notFound('That album does not exist.');
      }
      const cursor = decodeKeysetCursor(rawCursor);
      if (rawCursor !== undefined && rawCursor !== '' && !cursor) {
        throw invalid('querystring/cursor is not a cursor this wall handed out');
      }
      const limit = Math.min(MAX_WALL_PAGE, Math.max(1, Math.floor(rawLimit ?? DEFAULT_WALL_PAGE)));
      const page = await app.posts.wall(viewerOf(me), cursor, limit, albumId);
      const json = reply.serialize({
        valid: true as const,
        message: 'ok',
        items: page.items,
        count: page.items.length,
        countTotal: page.countTotal,
        hasMoreResults: page.nextCursor !== null,
        start: 0,
        limit,
        nextCursor: page.nextCursor,
      });
      return wallAnswers.send(request, reply, key, wallAnswers.set(key, json, generation));
    },
  );

  app.get(
    '/discover',
    {
      schema: {
        tags: ['albums'],
        summary: 'Search the wall and its comments by keyword (full-text, ranked)',
        description:
          'PostgreSQL full-text search (English stemming, websearch syntax: "quoted phrases", ' +
          'or, -not). An exact title match comes first, then by rank; a word found only in a ' +
          'comment finds its album too. Audience visibility is enforced.',
        querystring: DiscoverQuery,
        response: { 200: ListEnvelope(DiscoveredPost), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const keyword = request.query.keyword.replace(/\s+/g, ' ').trim();
      if (!keyword) throw invalid('querystring/keyword must contain a word');
      const result = await app.posts.discover(viewerOf(me), keyword, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['albums'],
        summary: 'One album as a wall post: with its photos and whether you liked it',
        description: '404 when it does not exist or is hidden from you.',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(WallPost), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const post = await app.posts.find(request.params.id, viewerOf(me));
      if (!post) throw notFound(NO_SUCH_POST);
      return itemEnvelope(post, 'ok');
    },
  );

  app.post(
    '/posts',
    {
      schema: {
        tags: ['albums'],
        summary: 'Write a post on the activity wall: text and up to 10 photos',
        description:
          'Upload each photo first with POST /assets and send the upload ids. The text is ' +
          'stored as written and always shown as text. @username mentions are recorded as ' +
          'MENTION events. With `review` it reviews a shop or an offer at a shop with 1 to 5 ' +
          'stars (404 when that shop or offer is not listed). 400 for an empty post, more ' +
          'than 5,000 characters or 10 photos, a rating outside 1–5, or a photo that is not ' +
          'one of yours.',
        body: PostCreateBody,
        response: { 200: ItemEnvelope(WallPost), ...errorResponses(403, 404) },
      },
      preHandler: [
        app.memberLimits.preHandler('posts'),
        app.memberLimits.preHandler('mentions', mentionsOf),
      ],
    },
    async (request) => {
      const me = currentUser(request);
      const { description, uploadIds = [], albumId, review } = request.body;
      const problem = postProblem(description, uploadIds.length);
      if (problem) throw invalid(problem);
      let parent: { albumId: number; private: boolean } | undefined;
      if (albumId !== undefined) {
        const found = await app.albums.findVisible(albumId, viewerOf(me), nowhere);
        if (!found || found.locked) throw notFound('That album does not exist.');
        const refusal = postingRefusal(
          found.album.albumType,
          found.album.ownerId === me.id,
          await app.sections.isMember(albumId, me.id),
        );
        if (refusal) throw invalid(refusal);
        parent = { albumId, private: found.album.visibility !== 'PUBLIC' };
      }
      const id = await app.posts.create(me.id, { text: description, uploadIds, parent, review });
      if (id === undefined) throw invalid('A photo of this post was not uploaded by you.');
      const post = await app.posts.find(id, viewerOf(me));
      if (!post) throw new Error(`Post ${id} vanished after insert`);
      return itemEnvelope(post, 'Your post is on the wall.');
    },
  );

  app.put(
    '/posts/:id',
    {
      schema: {
        tags: ['albums'],
        summary: 'Change the text of your post',
        description: "404 when it does not exist or is somebody else's.",
        params: IdParams,
        body: PostUpdateBody,
        response: { 200: ItemEnvelope(WallPost), ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('mentions', mentionsOf),
    },
    async (request) => {
      const me = currentUser(request);
      const current = await app.posts.find(request.params.id, viewerOf(me));
      const problem = postProblem(request.body.description, current?.assets.length ?? 0);
      if (current && problem) throw invalid(problem);
      const saved = await app.posts.updateText(request.params.id, me.id, request.body.description);
      const post = saved ? await app.posts.find(request.params.id, viewerOf(me)) : undefined;
      if (!post) throw notFound(NO_SUCH_POST);
      return itemEnvelope(post, 'Your post has been saved.');
    },
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        tags: ['albums'],
        summary: 'Delete your post with its photos and comments',
        description: "404 when it does not exist or is somebody else's.",
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (!(await app.posts.remove(request.params.id, me.id))) throw notFound(NO_SUCH_POST);
      return messageEnvelope('Your post has been deleted.');
    },
  );
};

export default authenticated(posts);
