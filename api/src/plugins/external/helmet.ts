import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      // Front ends on other origins show our /media images.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // The API is usually served over plain HTTP in development; upgrading would break /docs.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
  },
  { name: 'helmet' },
);
