import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { decodeKeysetCursor, firstLinkOf } from '../../../plugins/app/social/rules.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { errorResponses } from '../../../schemas/common.ts';
import { WallEnvelope, WallQuery } from '../../../schemas/posts.ts';
import { createAnswerCache } from '../../../plugins/app/platform/answer-cache.ts';

const DEFAULT_WALL_PAGE = 10;
const MAX_WALL_PAGE = 50;
const nowhere = resolveLocation(undefined, undefined);

function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}

/** The activity wall (GET /albums/wall): the posts a member may see, newest first. */
const wall: FastifyPluginAsyncTypebox = async (app) => {
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
      // Each card's link preview, from those kept: one query for the page, no fetch.
      const links = page.items.map((item) => firstLinkOf(item.description ?? ''));
      const kept = await app.linkPreviews.kept(links.filter((link) => link !== undefined));
      const items = page.items.map((item, index) => {
        const link = links[index];
        return link !== undefined && kept.has(link)
          ? { ...item, linkPreview: kept.get(link) ?? null }
          : item;
      });
      const json = reply.serialize({
        valid: true as const,
        message: 'ok',
        items,
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
};

export default wall;
