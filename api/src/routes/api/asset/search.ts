import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, notFound, refuse } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { parseIdList, resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { ACCESS_DENIED_MESSAGE } from '../../../plugins/app/kernel/access-lock.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { Asset, AssetSearchQuery, MAX_ASSET_IDS } from '../../../schemas/assets.ts';
import { ErrorEnvelope, errorResponses, ListEnvelope } from '../../../schemas/common.ts';

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** The photos and other media inside albums (SPEC §7 GET /asset/search). */
const assets: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['albums'],
        summary: 'Assets by id and/or of one album, from albums you may open',
        description:
          `Give assetIds (at most ${MAX_ASSET_IDS}), albumId, or both. Assets of albums ` +
          'hidden from you are left out; with albumId, a hidden album is 404 and a locked ' +
          'one you lack the access tags for is HTTP 200 `valid:false, errorCode:ACCESS_DENIED`.',
        querystring: AssetSearchQuery,
        response: {
          200: Type.Union([ListEnvelope(Asset), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { albumId } = request.query;
      const assetIds = parseIdList(request.query.assetIds);
      const listedIds = request.query.assetIds !== undefined && request.query.assetIds !== '';
      if (listedIds && assetIds.length === 0) {
        throw invalid('querystring/assetIds must be a comma-separated list of asset ids');
      }
      if (assetIds.length > MAX_ASSET_IDS) {
        throw invalid(`querystring/assetIds must list at most ${MAX_ASSET_IDS} ids`);
      }
      if (assetIds.length === 0 && albumId === undefined) {
        throw invalid('querystring/assetIds or querystring/albumId is required');
      }
      const viewer = { id: me.id, audienceIds: me.audience_ids };
      if (albumId !== undefined) {
        const album = await app.albums.findVisible(albumId, viewer, resolveLocation());
        if (!album) throw notFound('That album does not exist.');
        if (album.locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      }
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.assets.search(viewer, {
        assetIds: [...new Set(assetIds)],
        albumId,
        page,
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

export default assets;
