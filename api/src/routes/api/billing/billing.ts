import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/errors.ts';
import { MAX_PAGE_SIZE, resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanAddress } from '../../../plugins/app/marketplace/address-rules.ts';
import {
  BillingAddress,
  BillingAddressBody,
  BillingSearchQuery,
  CreditBalance,
} from '../../../schemas/billing.ts';
import {
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const billing: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Add a billing address',
        body: BillingAddressBody,
        response: { 200: ItemEnvelope(BillingAddress), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.billing.create(me.id, cleanAddress(request.body));
      return itemEnvelope(item, 'Billing address saved.');
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'Change one of your billing addresses',
        description: 'Replaces every field. 404 when the address is not yours.',
        params: IdParams,
        body: BillingAddressBody,
        response: { 200: ItemEnvelope(BillingAddress), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.billing.update(me.id, request.params.id, cleanAddress(request.body));
      return itemEnvelope(item, 'Billing address saved.');
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['billing'],
        summary: 'Your billing addresses, most recently changed first',
        description: `limit defaults to and is at most ${MAX_PAGE_SIZE} (SPEC §9).`,
        querystring: BillingSearchQuery,
        response: { 200: ListEnvelope(BillingAddress), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit, MAX_PAGE_SIZE);
      const result = await app.billing.search(me.id, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/points',
    {
      schema: {
        tags: ['billing'],
        summary: 'Your credit balance (the sum of your credit ledger) and recent entries',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(CreditBalance), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return itemEnvelope(await app.billing.credit(me.id));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'One of your billing addresses',
        description: '404 when it does not exist or is not yours.',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(BillingAddress), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.billing.findOwn(me.id, request.params.id);
      if (!item) throw notFound('That billing address does not exist.');
      return itemEnvelope(item);
    },
  );
};

export default billing;
