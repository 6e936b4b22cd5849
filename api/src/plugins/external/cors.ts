import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Front ends run on other ports and hosts; auth is a bearer header, not a cookie. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: '*',
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Application-Key', 'Last-Event-ID'],
      maxAge: 86_400,
    });
  },
  { name: 'cors' },
);
