import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listEnvelope, itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import { parseIdList } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  EMOJI_REACTIONS,
  MAX_REACTION_ITEMS,
} from '../../../plugins/app/social/emoji-reaction-rules.ts';
import type { ReactionTarget } from '../../../plugins/app/social/emoji-reactions-repository.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { errorResponses, ItemEnvelope, ListEnvelope } from '../../../schemas/common.ts';
import {
  EmojiReactionBody,
  EmojiReactions,
  EmojiReactionsQuery,
  EmojiReactionTarget,
} from '../../../schemas/emoji-reactions.ts';

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** Exactly one of albumId and noteId, or 400 saying so. */
function targetOf(input: { albumId?: number | undefined; noteId?: number | undefined }) {
  const { albumId, noteId } = input;
  if ((albumId === undefined) === (noteId === undefined)) {
    throw invalid('Name the post (albumId) or the comment (noteId) to react to, not both.');
  }
  return (albumId !== undefined ? { albumId } : { noteId }) as ReactionTarget;
}

const REACTIONS_NAMED = EMOJI_REACTIONS.join(', ');

const emojiReactions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['likes'],
        summary: 'The emoji reactions of posts and comments, with your own',
        description:
          `Counts of each reaction given (${REACTIONS_NAMED}), in that order, and the one ` +
          'you gave, for each post (albumIds) and comment (noteIds) named that you may ' +
          `read; the others are left out. At most ${MAX_REACTION_ITEMS} ids in all.`,
        querystring: EmojiReactionsQuery,
        response: { 200: ListEnvelope(EmojiReactions), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const albumIds = [...new Set(parseIdList(request.query.albumIds))];
      const noteIds = [...new Set(parseIdList(request.query.noteIds))];
      if (albumIds.length + noteIds.length > MAX_REACTION_ITEMS) {
        throw invalid(`Ask for at most ${MAX_REACTION_ITEMS} posts and comments at once.`);
      }
      const items = await app.emojiReactions.read(albumIds, noteIds, viewerOf(me));
      return listEnvelope(items, items.length, { start: 0, limit: MAX_REACTION_ITEMS });
    },
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['likes'],
        summary: 'React to a post or a comment with an emoji, or change your reaction',
        description:
          `One reaction (${REACTIONS_NAMED}) per member on each post (albumId) or comment ` +
          '(noteId): reacting again changes it. A post or comment you may not read is 404. ' +
          "The post's readers who are connected hear the new counts live (emoji-reactions).",
        body: EmojiReactionBody,
        response: { 200: ItemEnvelope(EmojiReactions), ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('reactions'),
    },
    async (request) => {
      const me = currentUser(request);
      const state = await app.emojiReactions.react(
        targetOf(request.body),
        request.body.reaction,
        viewerOf(me),
      );
      return itemEnvelope(state, 'Reaction saved.');
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['likes'],
        summary: 'Take your emoji reaction back',
        description:
          'Name the post (albumId) or the comment (noteId) in the query. Having none is no ' +
          'error; a post or comment you may not read is 404.',
        querystring: EmojiReactionTarget,
        response: { 200: ItemEnvelope(EmojiReactions), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const state = await app.emojiReactions.withdraw(targetOf(request.query), viewerOf(me));
      return itemEnvelope(state, 'Reaction removed.');
    },
  );
};

export default emojiReactions;
