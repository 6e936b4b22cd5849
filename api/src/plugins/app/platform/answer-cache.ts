import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createGenerationCache } from '../../../lib/generation-cache.ts';
import { COMPRESS_THRESHOLD_BYTES, ENCODING_PREFERENCE } from '../../external/compress.ts';

type Encoding = (typeof ENCODING_PREFERENCE)[number];

/** One finished answer: its JSON and the compressed copies made of it so far. */
export interface CachedAnswer {
  json: Buffer;
  encoded: Map<Encoding, Buffer>;
}

const weightOf = (answer: CachedAnswer): number => {
  let bytes = answer.json.length;
  for (const copy of answer.encoded.values()) bytes += copy.length;
  return bytes;
};

/** The compress plugin's settings, so an answer from memory is the bytes it would have sent. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESS: Record<Exclude<Encoding, 'identity'>, (json: Buffer) => Buffer> = {
  zstd: (json) => zlib.zstdCompressSync(json),
  gzip: (json) => zlib.gzipSync(json),
  br: (json) => zlib.brotliCompressSync(json, BROTLI),
  deflate: (json) => zlib.deflateSync(json),
};

/** The encoding the compress plugin would pick for this request ('*' and x-gzip mean gzip). */
function encodingFor(request: FastifyRequest, bytes: number): Encoding {
  const accepted = request.headers['accept-encoding'];
  if (bytes < COMPRESS_THRESHOLD_BYTES || typeof accepted !== 'string') return 'identity';
  if (request.headers['x-no-compression'] !== undefined) return 'identity';
  const header = accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(header, [...ENCODING_PREFERENCE]) ?? 'identity';
}

export interface AnswerCache {
  /** The answer stored under `key` while `generation` stands. */
  get(key: string, generation: number | undefined): CachedAnswer | undefined;
  /**
   * Keeps `json` under `key`, made under `generation` (read before the data behind it was:
   * a write in between leaves the entry unused rather than stale).
   */
  set(
    key: string,
    json: string | Buffer | ArrayBuffer,
    generation: number | undefined,
  ): CachedAnswer;
  /** Sends `answer` compressed as the client asks, compressing each encoding once. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    answer: CachedAnswer,
  ): FastifyReply;
}

/**
 * Finished JSON answers of one route, each kept for the reader and query in its key until
 * anything is written (ContentGeneration), so a repeated read costs neither the queries
 * nor the serialising nor the compressing.
 */
export function createAnswerCache(options: { maxBytes: number; maxAgeMs: number }): AnswerCache {
  const answers = createGenerationCache<CachedAnswer>({
    maxWeight: options.maxBytes,
    maxAgeMs: options.maxAgeMs,
    weightOf,
  });
  return {
    get: (key, generation) => answers.get(key, generation),
    set(key, json, generation) {
      const bytes =
        typeof json === 'string'
          ? Buffer.from(json)
          : Buffer.isBuffer(json)
            ? json
            : Buffer.from(json);
      const answer: CachedAnswer = { json: bytes, encoded: new Map() };
      answers.set(key, answer, generation);
      return answer;
    },
    send(request, reply, key, answer) {
      const encoding = encodingFor(request, answer.json.length);
      reply.header('Content-Type', 'application/json; charset=utf-8');
      reply.header('Vary', 'Accept-Encoding');
      if (encoding === 'identity') return reply.send(answer.json);
      let body = answer.encoded.get(encoding);
      if (!body) {
        body = COMPRESS[encoding](answer.json);
        answer.encoded.set(encoding, body);
        answers.reweigh(key);
      }
      // Content-Encoding set tells the compress plugin the body is compressed already.
      reply.header('Content-Encoding', encoding);
      return reply.send(body);
    },
  };
}
