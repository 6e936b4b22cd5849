import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp<{ publicApiUrl: string }>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Canopy platform API',
          description:
            'Community and marketplace API. Responses use the envelope `{valid, message, item}` ' +
            '(lists: `items, count, countTotal, hasMoreResults, start, limit`; errors: ' +
            '`{valid:false, message, errorCode}`). A business rule that says no is HTTP 200 with ' +
            '`valid:false`; 403 means the session has ended.',
          version: '0.1.0',
        },
        servers: [{ url: options.publicApiUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token from login' },
          },
        },
        tags: [
          { name: 'system', description: 'Health' },
          { name: 'users', description: 'Sign-up, sessions and profiles' },
          { name: 'config', description: 'App and switch configuration' },
          { name: 'albums', description: 'Posts, lists, carts and assistant conversations' },
          { name: 'notes', description: 'Comments on albums and replies to them' },
          { name: 'chats', description: 'Conversations between members and their messages' },
          { name: 'retailers', description: 'Marketplace retailers and locations' },
          { name: 'games', description: 'Quiz packs' },
          { name: 'social', description: 'Album invites and friends' },
          { name: 'search', description: 'One search of everything a member may see' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
