import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, refuse } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { parseMetaData } from '../../../lib/meta-data.ts';
import { parseIdList, resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { resolveDescending } from '../../../plugins/app/social/albums-repository.ts';
import { resolveSortField } from '../../../plugins/app/social/rules.ts';
import { ACCESS_DENIED_MESSAGE } from '../../../plugins/app/kernel/access-lock.ts';
import { withSafeRichText } from '../../../plugins/app/social/rich-text.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { PERSONAL_ALBUM_TYPES } from '../../../plugins/app/kernel/visibility.ts';
import {
  Album,
  AlbumCreateBody,
  AlbumGetQuery,
  AlbumSearchQuery,
  AlbumUpdateBody,
  MAX_META_DATA_BYTES,
} from '../../../schemas/albums.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';

/** Carts and assistant conversations are their owner's alone: no watched words apply. */
const isPersonalAlbumType = (type: string | undefined) =>
  (PERSONAL_ALBUM_TYPES as readonly string[]).includes(type ?? '');

const albums: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['albums'],
        summary:
          'Search albums visible to you (filter=MINE: only your own; JOINED: groups, channels and events you joined)',
        description:
          'Audience visibility (metaData visibility_tag_ids / visibility_filter_operator) is ' +
          'enforced here. Unknown sort fields fall back to ALBUM_CREATED. Carts and assistant ' +
          'conversations (cart, chat_bot) are only ever returned to their owner with filter=MINE.',
        querystring: AlbumSearchQuery,
        response: { 200: ListEnvelope(Album), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const query = request.query;
      const page = resolvePage(query.start, query.limit);
      const sortField = resolveSortField(query.sortField);
      const albumTypes = (query.albumType ?? '')
        .split(',')
        .map((type) => type.trim().toLowerCase())
        .filter(Boolean);
      const filter = query.filter?.trim().toUpperCase();
      const result = await app.albums.search({
        viewer: { id: me.id, audienceIds: me.audience_ids },
        mine: filter === 'MINE',
        joined: filter === 'JOINED',
        albumTypes,
        keyword: query.keyword?.trim() || undefined,
        sortField,
        descending: resolveDescending(sortField, query.sortOrder, query.descending),
        page,
        audienceIds: parseIdList(query.audienceIds),
        categoryIds: parseIdList(query.categoryIds),
        strictMap: query.strictMap ?? false,
        albumIds: parseIdList(query.albumIds),
        ownerId: query.ownerId,
        location: resolveLocation(query.latitude, query.longitude),
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['albums'],
        summary: 'One album',
        description:
          '404 when it does not exist or is hidden from you. A visible album whose access tags ' +
          'you lack is HTTP 200 with `valid:false, errorCode:ACCESS_DENIED`.',
        params: IdParams,
        querystring: AlbumGetQuery,
        response: {
          200: Type.Union([ItemEnvelope(Album), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const found = await app.albums.findVisible(
        request.params.id,
        { id: me.id, audienceIds: me.audience_ids },
        resolveLocation(request.query.latitude, request.query.longitude),
      );
      if (!found) throw notFound('That album does not exist.');
      if (found.locked) return refuse('ACCESS_DENIED', ACCESS_DENIED_MESSAGE);
      return itemEnvelope(found.album);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['albums'],
        summary: 'Create an album you own (e.g. the shopping cart, SPEC §7)',
        description:
          'metaData may be an object or JSON text of one; it is stored and returned as an ' +
          'object. Albums of type cart or chat_bot are private to you whatever visibility ' +
          'and public flags say. Rich text in metaData.body_html is sanitised (no script, ' +
          'event handlers or javascript: links) before it is stored.',
        body: AlbumCreateBody,
        response: { 200: ItemEnvelope(Album), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      if (!isPersonalAlbumType(body.albumType))
        await app.watchedWords.refuse(body.title, body.description);
      const id = await app.albums.create(me.id, {
        ...body,
        title: body.title.trim(),
        metaData: withSafeRichText(parseMetaData(body.metaData, MAX_META_DATA_BYTES)),
      });
      const created = await app.albums.findVisible(
        id,
        { id: me.id, audienceIds: me.audience_ids },
        resolveLocation(body.latitude, body.longitude),
      );
      if (!created) throw new Error(`Album ${id} vanished after insert`);
      return itemEnvelope(created.album, 'The album has been created.');
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['albums'],
        summary: 'Change an album you own; fields left out stay as they are',
        description: "404 when it does not exist or is not yours (another member's cart, say).",
        params: IdParams,
        body: AlbumUpdateBody,
        response: { 200: ItemEnvelope(Album), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      if (!isPersonalAlbumType(body.albumType))
        await app.watchedWords.refuse(body.title, body.description);
      const metaData = withSafeRichText(parseMetaData(body.metaData, MAX_META_DATA_BYTES));
      const updated = await app.albums.update(request.params.id, me.id, {
        ...body,
        title: body.title?.trim(),
        metaData,
      });
      const album = updated
        ? await app.albums.findVisible(
            request.params.id,
            { id: me.id, audienceIds: me.audience_ids },
            resolveLocation(body.latitude, body.longitude),
          )
        : undefined;
      if (!album) throw notFound('That album does not exist.');
      return itemEnvelope(album.album, 'The album has been saved.');
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['albums'],
        summary: 'Delete an album you made (a custom list, say)',
        description:
          '404 when it does not exist or is not yours. Posts, chats and carts are not deleted here.',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (!(await app.albums.remove(request.params.id, me.id))) {
        throw notFound('That album does not exist.');
      }
      return messageEnvelope('The album has been deleted.');
    },
  );
};

export default albums;
