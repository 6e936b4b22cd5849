// The security headers every Canopy page is served with, by `pnpm start`'s static
// server (docker/web/40-runtime-config.sh writes the same policy for nginx). Documents
// get them all; every other file only nosniff.
//
// The Content-Security-Policy allows only what the app uses:
// - scripts from the app's own origin and the remotes' origins (the federation runtime
//   adds <script> tags for remoteEntry.js and the remotes' chunks): no inline script,
//   no eval;
// - fetches to the API, and to the remotes for their mf-manifest.json;
// - images from the app, the API (/media) and data: URIs (the built-in logo), and the map's
//   tile service when MAP_STYLE_URL names one (the map draws built-in outlines otherwise);
// - styles from the app and inline: emotion injects <style> elements at runtime.
//   'unsafe-inline' rather than a nonce, because a nonce must be fresh per response
//   and be handed to emotion's cache, which static, long-cached files cannot carry;
//   inline styles cannot run code, so the script policy above still stops XSS.
// - the service worker only from the app's own origin (worker-src 'self');
// - nothing may frame the app (frame-ancestors 'none', X-Frame-Options for old browsers).
// - Stripe's origins, only when card payments are configured (STRIPE_PUBLISHABLE_KEY):
//   Stripe.js and its frames (card fields, 3-D Secure) and the calls they make, as
//   Stripe's security guide lists them. Without the key no Stripe origin is named.

export interface CspSources {
  /** Origins scripts may load from, besides the app's own (remotes, a share widget). */
  scripts?: readonly string[];
  /** Origins fetch/XHR may reach, besides the app's own (API, remote manifests). */
  connect?: readonly string[];
  /** Origins images, sounds and video may load from, besides the app's own (API media). */
  images?: readonly string[];
  /** Origins only images may load from (the map's tiles). */
  imagesOnly?: readonly string[];
  /** Origins the page may frame (Stripe's card fields); none means only its own. */
  frames?: readonly string[];
}

/** The origins Stripe.js needs, by directive (Stripe's CSP guide). */
export interface PaymentOrigins {
  scripts: readonly string[];
  connect: readonly string[];
  frames: readonly string[];
}

/**
 * Stripe's origins when a publishable key is set, none otherwise. `stripeJsUrl` (tests
 * only: a local fake of Stripe.js) replaces all of them by that script's origin.
 */
export function stripeOrigins(
  publishableKey: string | null | undefined,
  stripeJsUrl?: string | null,
): PaymentOrigins | null {
  if (!publishableKey) return null;
  const fake = originOf(stripeJsUrl);
  if (fake) return { scripts: [fake], connect: [fake], frames: [fake] };
  return {
    scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    connect: ['https://api.stripe.com', 'https://m.stripe.network'],
    frames: [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://m.stripe.network',
    ],
  };
}

/** The origin of an absolute http(s) URL, or null for anything else. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function sourceList(own: readonly string[], extra: readonly string[] = []): string {
  return [...new Set([...own, ...extra.filter(Boolean)])].join(' ');
}

export function contentSecurityPolicy(sources: CspSources = {}): string {
  return [
    `default-src 'self'`,
    `script-src ${sourceList(["'self'"], sources.scripts)}`,
    `connect-src ${sourceList(["'self'"], sources.connect)}`,
    `img-src ${sourceList(["'self'", 'data:', 'blob:'], [...(sources.images ?? []), ...(sources.imagesOnly ?? [])])}`,
    // Sounds and video come from where images do (the API's media); blob: for HLS via MSE.
    `media-src ${sourceList(["'self'", 'blob:'], sources.images)}`,
    `style-src 'self' 'unsafe-inline'`,
    `font-src 'self' data:`,
    // The host's service worker (sw.js), from its own origin only.
    `worker-src 'self'`,
    ...(sources.frames?.length ? [`frame-src ${sourceList(["'self'"], sources.frames)}`] : []),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Origins the host's page uses besides its own; null or empty where none is configured. */
export interface HostPageOrigins {
  api: string | null;
  media: string | null;
  remotes: readonly string[];
  shareWidget: string | null;
  /** The dispensary map's tile service (MAP_STYLE_URL), whose tiles are images. */
  mapTiles: string | null;
  /** Stripe's origins when card payments are configured (stripeOrigins). */
  payments?: PaymentOrigins | null;
}

/** The host page's CSP sources: each origin only for what the page does with it. */
export function hostPageSources(origins: HostPageOrigins): CspSources {
  const { api, media, remotes, shareWidget, mapTiles, payments } = origins;
  return {
    scripts: [...remotes, shareWidget ?? '', ...(payments?.scripts ?? [])],
    // Media too: the HLS player downloads its playlists and segments with XHR.
    connect: [api ?? '', media ?? '', ...remotes, ...(payments?.connect ?? [])],
    images: [api ?? '', media ?? ''],
    imagesOnly: [mapTiles ?? ''],
    frames: [...(payments?.frames ?? [])],
  };
}

/** Every response carries this: no browser may guess a script or style from its content. */
export const EVERY_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Whether a browser would render the file as a document: only documents are governed by
 * CSP, framing and the other page policies (SVG counts: opened on its own it runs script).
 */
export function isDocument(file: string): boolean {
  return file === '' || /\.(?:html?|svg)$/i.test(file);
}

/**
 * The headers of a front end's documents. Scripts, styles and JSON get only
 * EVERY_RESPONSE_HEADERS: these ~800 bytes on each of the ~20 scripts of a page were
 * 15 kB on the wire that no browser reads.
 */
export function documentHeaders(sources: CspSources = {}): Record<string, string> {
  return {
    ...EVERY_RESPONSE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Location finds dispensaries near the member and the microphone asks the assistant a
    // question (the AI remote runs in the host's page); a shop's counter scans a member's
    // QR code with the camera; nothing else asks for a device.
    'Permissions-Policy':
      'geolocation=(self), camera=(self), microphone=(self), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The host's service worker, at the root so that its scope is the whole app. */
export const SERVICE_WORKER = 'sw.js';

/** sw.js's own headers: its scope (the root) and no caching beyond revalidation. */
export const SERVICE_WORKER_HEADERS: Readonly<Record<string, string>> = {
  'Service-Worker-Allowed': '/',
  'Cache-Control': 'no-cache',
};
