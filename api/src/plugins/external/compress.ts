import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses JSON answers for clients that ask (a wall page is 30–110 kB of JSON, a
 * few kB compressed). Registered before any route, since it attaches to routes as
 * they are added. Bodies under 1 kB stay as they are; images are not compressed again.
 */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'compress' },
);
