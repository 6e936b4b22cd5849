import {
  apiBaseAtom,
  appKeysAtom,
  shareWidgetUrlAtom,
  storageBucketHostAtom,
} from '../state/app-atoms.ts';
import { store } from '../state/store.ts';
import { fetchStaticJson } from './static-json.ts';

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
}

/** A configuration file's contents as a RuntimeConfig; throws when it names no apiBase. */
export function checkRuntimeConfig(json: unknown, url = 'config.json'): RuntimeConfig {
  const config = json as Partial<RuntimeConfig> | null;
  if (typeof config?.apiBase !== 'string' || config.apiBase === '') {
    throw new Error(`${url} must name an apiBase`);
  }
  return config as RuntimeConfig;
}

export async function loadRuntimeConfig(url = 'config.json'): Promise<RuntimeConfig> {
  return checkRuntimeConfig(await fetchStaticJson<unknown>(url), url);
}

export function applyRuntimeConfig(config: RuntimeConfig): void {
  store.set(apiBaseAtom, config.apiBase);
  store.set(appKeysAtom, config.appKeys ?? {});
  store.set(storageBucketHostAtom, config.storageBucketHost ?? null);
  store.set(shareWidgetUrlAtom, config.shareWidgetUrl ?? '');
}
