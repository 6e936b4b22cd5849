import { getAppConfig, getSwitchConfig } from '../api/config.ts';
import { isApiFailure } from '../api/types.ts';
import { appConfigAtom, configPreviewAtom, switchConfigAtom } from '../state/app-atoms.ts';
import { configPreviewId, getConfigDraft } from './config-preview.ts';
import { store } from '../state/store.ts';
import { requestDeviceLocation } from './location.ts';
import { restoreSessionAtom } from './session-atoms.ts';

/**
 * SPEC §4 app start: auth status and provider configuration from storage, remote app
 * configuration from the API, and the device location (asked for, not awaited).
 */
export async function startApp(): Promise<void> {
  store.set(restoreSessionAtom);
  void requestDeviceLocation();
  const previewId = configPreviewId(globalThis.location?.search ?? '');
  const [draft, appConfig, switchConfig] = await Promise.all([
    previewId ? getConfigDraft(previewId) : null,
    getAppConfig(),
    getSwitchConfig(),
  ]);
  // An operator's preview shows the draft; anyone else (refused) gets the published one.
  if (draft && !isApiFailure(draft)) {
    store.set(appConfigAtom, draft.item);
    store.set(configPreviewAtom, true);
  } else if (!isApiFailure(appConfig)) store.set(appConfigAtom, appConfig.item);
  if (!isApiFailure(switchConfig)) store.set(switchConfigAtom, switchConfig.item);
}
