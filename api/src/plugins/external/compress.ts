import compress, { type FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers up to this size are compressed in one call on the event loop rather than through
 * a compression stream (the plugin's default on two cores is 8 kB, below a first wall page).
 * The stream's set-up and scheduling cost more than compressing: a 13 kB wall page took
 * about 230 µs through a brotli stream against 75 µs in one call, and 64 kB holds the event
 * loop for at most about 0.3 ms. Larger answers and streams still go through streams.
 */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** Smaller answers go as they are: compressing them saves too little to pay. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Which encoding wins when a client accepts several alike ("gzip, deflate, br"): the one
 * that costs the server least for the same bytes. On a 13 kB wall page zstd took 34 µs
 * (2 455 B), gzip 45 µs (2 385 B) and brotli at the plugin's quality 4 75 µs (2 373 B); on
 * a 73 kB page gzip and brotli cost about the same and brotli's answer was 1.6 % smaller.
 * A client that names only brotli, or ranks it higher, still gets brotli.
 */
export const ENCODING_PREFERENCE: NonNullable<FastifyCompressOptions['encodings']> = [
  'zstd',
  'gzip',
  'br',
  'deflate',
  'identity',
];

/**
 * Compresses JSON answers for clients that ask (a wall page is 13–110 kB of JSON, a
 * few kB compressed). Registered before any route, since it attaches to routes as
 * they are added. Bodies under 1 kB stay as they are; images are not compressed again.
 * Answers sent already compressed (plugins/app/platform/answer-cache.ts) pass untouched.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      syncThreshold: SYNC_COMPRESS_MAX_BYTES,
      encodings: ENCODING_PREFERENCE,
    });
  },
  { name: 'compress' },
);
