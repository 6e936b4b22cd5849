import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      // Front ends on other origins show our /media images.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'helmet' },
);
