import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { tagNameOf } from '../../../plugins/app/social/hashtags.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { errorResponses, ListEnvelope } from '../../../schemas/common.ts';
import { WallPost } from '../../../schemas/posts.ts';
import { TaggedQuery } from '../../../schemas/search.ts';

/** A tag page (GET /albums/tagged): the posts carrying a #tag, newest first. */
const tagged: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tagged',
    {
      schema: {
        tags: ['albums'],
        summary: 'The posts carrying a #tag, newest first',
        description:
          'A tag is a letter, then letters, digits or _ (at most 50), matched whatever its ' +
          'case. Only posts the member may read and open are listed (audiences, access ' +
          'locks, blocks and mutes, flags).',
        querystring: TaggedQuery,
        response: { 200: ListEnvelope(WallPost), ...errorResponses(403) },
      },
    },
    async (request) => {
      const tag = tagNameOf(request.query.tag);
      if (!tag) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          'querystring/tag must be a letter, then letters, digits or _ (at most 50)',
        );
      }
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.posts.tagged(viewerOf(currentUser(request)), tag, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

export default tagged;
