// config.json's shape and its check: pure, so the host's entry script can read the file
// with the same rule as the app, before the shared libraries run.

/**
 * What an operator sets per deployment without a rebuild: each app serves it as
 * `config.json` beside its index.html.
 */
export interface RuntimeConfig {
  apiBase: string;
  appKeys?: Record<string, { defaultAppKey: string }>;
  storageBucketHost?: string | null;
  /** Script of the third-party share-buttons widget; none means plain share links. */
  shareWidgetUrl?: string | null;
  /** Tile URL template of the dispensary map (MAP_STYLE_URL); none draws built-in outlines. */
  mapStyleUrl?: string | null;
  /** Stripe's publishable key (STRIPE_PUBLISHABLE_KEY) when reloads are paid by card. */
  stripePublishableKey?: string | null;
  /** Another address for Stripe.js: a local fake, for tests only (STRIPE_JS_URL). */
  stripeJsUrl?: string | null;
}

/** A configuration file's contents as a RuntimeConfig; throws when it names no apiBase. */
export function checkRuntimeConfig(json: unknown, url = 'config.json'): RuntimeConfig {
  const config = json as Partial<RuntimeConfig> | null;
  if (typeof config?.apiBase !== 'string' || config.apiBase === '') {
    throw new Error(`${url} must name an apiBase`);
  }
  return config as RuntimeConfig;
}
