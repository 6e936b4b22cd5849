import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { errorResponses, IdParams, ItemEnvelope } from '../../../schemas/common.ts';
import { HelpfulState, type HelpfulStateResponse } from '../../../schemas/reviews.ts';

const REVIEW_MISSING = 'That review does not exist.';

function helpfulOrThrow(outcome: HelpfulStateResponse | 'missing' | 'own'): HelpfulStateResponse {
  if (outcome === 'missing') throw notFound(REVIEW_MISSING);
  if (outcome === 'own') {
    throw new HttpError(403, 'OWN_REVIEW', 'You cannot mark your own review helpful.');
  }
  return outcome;
}

const reviews: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/helpful',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Mark a review of a shop or a product helpful',
        description:
          'Once per member: marking again changes nothing. Your own review is 403; a review ' +
          'that is not listed (hidden, private, or no review at all) is 404.',
        params: IdParams,
        response: { 200: ItemEnvelope(HelpfulState), ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('reactions'),
    },
    async (request) => {
      const me = currentUser(request);
      const state = helpfulOrThrow(await app.reviews.markHelpful(request.params.id, me.id));
      return itemEnvelope(state, 'Marked helpful.');
    },
  );

  app.delete(
    '/:id/helpful',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Take back a helpful mark',
        params: IdParams,
        response: { 200: ItemEnvelope(HelpfulState), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const state = helpfulOrThrow(await app.reviews.unmarkHelpful(request.params.id, me.id));
      return itemEnvelope(state, 'Helpful mark removed.');
    },
  );
};

export default reviews;
