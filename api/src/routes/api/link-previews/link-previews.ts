import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { previewKey } from '../../../plugins/app/social/link-previews-repository.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import { LinkPreview, LinkPreviewQuery } from '../../../schemas/link-previews.ts';

export const NOT_A_WEB_ADDRESS = 'Only http and https addresses have previews.';
export const NO_PREVIEW = 'That page has no preview.';

const linkPreviews: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['albums'],
        summary: 'The preview card of a web page linked in a post or comment',
        description:
          "The page's title, description and image address (Open Graph, else its <title> and " +
          'meta description), fetched by the server and kept for a day. Only public http and ' +
          'https addresses are fetched (never private, loopback or link-local ones, after DNS ' +
          'and after each redirect), within 3 s and 512 KiB; 404 when there is no preview.',
        querystring: LinkPreviewQuery,
        response: { 200: ItemEnvelope(LinkPreview), ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('link-previews'),
    },
    async (request) => {
      if (!previewKey(request.query.url)) {
        throw new HttpError(400, 'VALIDATION_ERROR', NOT_A_WEB_ADDRESS);
      }
      const preview = await app.linkPreviews.preview(request.query.url);
      if (!preview) throw notFound(NO_PREVIEW);
      return itemEnvelope(preview);
    },
  );
};

export default linkPreviews;
