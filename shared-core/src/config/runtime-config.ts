import {
  apiBaseAtom,
  appKeysAtom,
  cardPaymentsAtom,
  mapStyleUrlAtom,
  shareWidgetUrlAtom,
  storageBucketHostAtom,
} from '../state/app-atoms.ts';
import { store } from '../state/store.ts';
import { checkRuntimeConfig, type RuntimeConfig } from './runtime-config-file.ts';
import { fetchStaticJson } from './static-json.ts';

export { checkRuntimeConfig, type RuntimeConfig };

export async function loadRuntimeConfig(url = 'config.json'): Promise<RuntimeConfig> {
  return checkRuntimeConfig(await fetchStaticJson<unknown>(url), url);
}

export function applyRuntimeConfig(config: RuntimeConfig): void {
  store.set(apiBaseAtom, config.apiBase);
  store.set(appKeysAtom, config.appKeys ?? {});
  store.set(storageBucketHostAtom, config.storageBucketHost ?? null);
  store.set(shareWidgetUrlAtom, config.shareWidgetUrl ?? '');
  store.set(mapStyleUrlAtom, config.mapStyleUrl ?? '');
  store.set(cardPaymentsAtom, {
    publishableKey: config.stripePublishableKey ?? '',
    stripeJsUrl: config.stripeJsUrl ?? '',
  });
}
