import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors.ts';
import { listEnvelope, MAX_PAGE_SIZE, resolvePage } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import { cleanAddress } from '../../plugins/app/marketplace/billing-repository.ts';
import {
  BillingAddress,
  BillingAddressBody,
  BillingSearchQuery,
  CreditBalance,
} from '../../schemas/billing.ts';
import {
  bearerSecurity,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../schemas/common.ts';

const billing: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'Add a billing address',
        security: bearerSecurity,
        body: BillingAddressBody,
        response: { 200: ItemEnvelope(BillingAddress), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.billing.create(me.id, cleanAddress(request.body));
      return { valid: true as const, message: 'Billing address saved.', item };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'Change one of your billing addresses',
        description: 'Replaces every field. 404 when the address is not yours.',
        security: bearerSecurity,
        params: IdParams,
        body: BillingAddressBody,
        response: { 200: ItemEnvelope(BillingAddress), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.billing.update(me.id, request.params.id, cleanAddress(request.body));
      return { valid: true as const, message: 'Billing address saved.', item };
    },
  );

  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'Your billing addresses, most recently changed first',
        description: `limit defaults to and is at most ${MAX_PAGE_SIZE} (SPEC §9).`,
        security: bearerSecurity,
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
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'Your credit balance (the sum of your credit ledger) and recent entries',
        security: bearerSecurity,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(CreditBalance), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return { valid: true as const, message: 'ok', item: await app.billing.credit(me.id) };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'One of your billing addresses',
        description: '404 when it does not exist or is not yours.',
        security: bearerSecurity,
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(BillingAddress), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.billing.findOwn(me.id, request.params.id);
      if (!item) throw notFound('That billing address does not exist.');
      return { valid: true as const, message: 'ok', item };
    },
  );
};

export default billing;
