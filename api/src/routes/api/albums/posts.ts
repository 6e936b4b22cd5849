import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  firstLinkOf,
  mentionedUsernames,
  postFingerprint,
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
  MessageEnvelope,
} from '../../../schemas/common.ts';
import { PostCreateBody, PostUpdateBody, WallPost } from '../../../schemas/posts.ts';

const nowhere = resolveLocation(undefined, undefined);
const NO_SUCH_POST = 'That post does not exist.';
const HELD = 'Your post is held for review by a moderator before others see it.';

function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}

/** Each member a post's text names counts against the writer's mentions. */
const mentionsOf = (request: FastifyRequest) =>
  mentionedUsernames((request.body as { description: string }).description).length;

/** Members' posts (albums of type post with photos), under /albums/posts. */
const posts: FastifyPluginAsyncTypebox = async (app) => {
  /** The page a post links to is read while its readers are on their way: the wall shows its card. */
  const readLinkedPage = (request: FastifyRequest, text: string) => {
    const link = firstLinkOf(text);
    if (!link) return;
    app.linkPreviews.readSoon(link, (error) =>
      request.log.warn({ err: error }, 'reading a linked page for its preview failed'),
    );
  };

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
          'one of yours. With `idempotencyKey` a repeat returns the first post (nothing new is ' +
          'written); 409 IDEMPOTENCY_KEY_REUSED when the key was sent with another post.',
        body: PostCreateBody,
        response: { 200: ItemEnvelope(WallPost), ...errorResponses(403, 404, 409) },
      },
      preHandler: [
        app.memberLimits.preHandler('posts'),
        app.memberLimits.preHandler('mentions', mentionsOf),
      ],
    },
    async (request) => {
      const me = currentUser(request);
      const { description, uploadIds = [], albumId, review, idempotencyKey } = request.body;
      const problem = postProblem(description, uploadIds.length);
      if (problem) throw invalid(problem);
      const held = await app.watchedWords.screen(description);
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
      const id = await app.posts.create(me.id, {
        text: description,
        uploadIds,
        parent,
        review,
        held,
        key: idempotencyKey
          ? {
              idempotencyKey,
              fingerprint: postFingerprint({ text: description, uploadIds, albumId, review }),
            }
          : undefined,
      });
      if (id === undefined) throw invalid('A photo of this post was not uploaded by you.');
      const post = await app.posts.find(id, viewerOf(me));
      if (!post) throw new Error(`Post ${id} vanished after insert`);
      readLinkedPage(request, description);
      return itemEnvelope(post, held ? HELD : 'Your post is on the wall.');
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
      const held = current ? await app.watchedWords.screen(request.body.description) : undefined;
      const saved = await app.posts.updateText(
        request.params.id,
        me.id,
        request.body.description,
        held,
      );
      const post = saved ? await app.posts.find(request.params.id, viewerOf(me)) : undefined;
      if (!post) throw notFound(NO_SUCH_POST);
      readLinkedPage(request, request.body.description);
      return itemEnvelope(post, held ? HELD : 'Your post has been saved.');
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

export default posts;
