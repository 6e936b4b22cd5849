// Fetches a page for its link preview without letting a member reach what the server can but
// they may not (server-side request forgery): only http and https, the host's addresses
// resolved first and every one of them public, the connection made to the address that was
// checked (no second lookup an attacker's DNS could answer differently), each redirect
// checked the same way, and a bound on the bytes read and on the time taken in all.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './link-preview-addresses.ts';
import { previewOfHtml, type PagePreview } from './link-preview-page.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A host name's addresses (the system resolver by default). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface LinkPreviewFetchOptions {
  resolve?: Resolver | undefined;
  /**
   * Which addresses may be fetched from; public addresses only by default. Tests let their
   * own local server through with it: nothing else should change it.
   */
  isAllowedAddress?: ((address: string) => boolean) | undefined;
  /**
   * Exact addresses allowed beside public ones (LINK_PREVIEW_TEST_ADDRESSES, never in
   * production): the e2e stack's own page on 127.0.0.1.
   */
  testAddresses?: readonly string[] | undefined;
  /** For the whole fetch, redirects included (default 3 s). */
  timeoutMs?: number | undefined;
  /** Bytes of the page read at most; the rest is never downloaded (default 512 KiB). */
  maxBytes?: number | undefined;
  /** Redirects followed at most (default 3). */
  maxRedirects?: number | undefined;
}

export const LINK_PREVIEW_TIMEOUT_MS = 3_000;
export const LINK_PREVIEW_MAX_BYTES = 512 * 1024;
export const LINK_PREVIEW_MAX_REDIRECTS = 3;

export type FetchRefusal =
  | 'not-http'
  | 'blocked-address'
  | 'unresolvable'
  | 'too-many-redirects'
  | 'http-error'
  | 'not-html'
  | 'timeout'
  | 'failed';

export type FetchOutcome =
  { ok: true; url: string; preview: PagePreview } | { ok: false; reason: FetchRefusal };

class Refused extends Error {
  readonly reason: FetchRefusal;
  constructor(reason: FetchRefusal) {
    super(reason);
    this.reason = reason;
  }
}

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** A lookup that answers the one address already checked, whatever it is asked. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** Rejects with 'timeout' once `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Refused('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createLinkPreviewFetcher(options: LinkPreviewFetchOptions = {}) {
  const resolve = options.resolve ?? systemResolver;
  const testAddresses = new Set(options.testAddresses ?? []);
  const allowed =
    options.isAllowedAddress ??
    ((address: string) => isPublicAddress(address) || testAddresses.has(address));
  const timeoutMs = options.timeoutMs ?? LINK_PREVIEW_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? LINK_PREVIEW_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? LINK_PREVIEW_MAX_REDIRECTS;

  /** The one address to connect to for `url`, every address of its host checked. */
  async function vettedAddress(url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const literal = isIP(host);
    const addresses: ResolvedAddress[] = literal
      ? [{ address: host, family: literal === 6 ? 6 : 4 }]
      : await untilAborted(resolve(host), signal).catch((error: unknown) => {
          throw error instanceof Refused ? error : new Refused('unresolvable');
        });
    const [first] = addresses;
    if (!first) throw new Refused('unresolvable');
    // One private address among them is enough to refuse: the connection could reach it.
    if (!addresses.every((each) => allowed(each.address))) throw new Refused('blocked-address');
    return first;
  }

  /** Opens `url` at `address`; the answer's body is not read yet. */
  function request(url: URL, address: ResolvedAddress, signal: AbortSignal) {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolveResponse, reject) => {
      const outgoing = client.request(url, {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(address),
        signal,
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'identity',
          'user-agent': 'CanopyLinkPreview/1.0',
        },
      });
      outgoing.on('response', resolveResponse);
      outgoing.on('error', () =>
        reject(signal.aborted ? new Refused('timeout') : new Refused('failed')),
      );
      outgoing.end();
    });
  }

  /** At most `maxBytes` of the body; the connection is closed once that much is read. */
  async function readCapped(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        const room = maxBytes - total;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        total += Math.min(chunk.length, room);
        if (total >= maxBytes) break;
      }
    } catch {
      throw new Refused(signal.aborted ? 'timeout' : 'failed');
    } finally {
      response.destroy();
    }
    if (signal.aborted) throw new Refused('timeout');
    return Buffer.concat(chunks);
  }

  function decode(body: Buffer, contentType: string): string {
    const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      return new TextDecoder('utf-8').decode(body);
    }
  }

  async function follow(start: URL, signal: AbortSignal): Promise<FetchOutcome> {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('not-http');
      if (url.username || url.password) throw new Refused('not-http');
      const address = await vettedAddress(url, signal);
      const response = await request(url, address, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        if (hop >= maxRedirects) throw new Refused('too-many-redirects');
        try {
          url = new URL(response.headers.location, url);
        } catch {
          throw new Refused('failed');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new Refused('http-error');
      }
      const contentType = response.headers['content-type'] ?? '';
      if (!/^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) {
        response.destroy();
        throw new Refused('not-html');
      }
      const html = decode(await readCapped(response, signal), contentType);
      return { ok: true, url: url.href, preview: previewOfHtml(html, url) };
    }
  }

  return {
    /** The preview of the page at `address`, or why there is none. Never throws. */
    async fetch(address: string): Promise<FetchOutcome> {
      let start: URL;
      try {
        start = new URL(address);
      } catch {
        return { ok: false, reason: 'not-http' };
      }
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await untilAborted(follow(start, signal), signal);
      } catch (error) {
        return { ok: false, reason: error instanceof Refused ? error.reason : 'failed' };
      }
    },
  };
}

export type LinkPreviewFetcher = ReturnType<typeof createLinkPreviewFetcher>;
