import { getAppConfig, getSwitchConfig } from '../api/config.ts';
import { isApiFailure } from '../api/types.ts';
import { appConfigAtom, switchConfigAtom } from '../state/app-atoms.ts';
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
  const [appConfig, switchConfig] = await Promise.all([getAppConfig(), getSwitchConfig()]);
  if (!isApiFailure(appConfig)) store.set(appConfigAtom, appConfig.item);
  if (!isApiFailure(switchConfig)) store.set(switchConfigAtom, switchConfig.item);
}
