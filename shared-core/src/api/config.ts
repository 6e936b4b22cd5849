import { apiGet } from '../http/client.ts';
import type { ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';
import { STARTUP_CONFIG_PATHS } from '../session/startup-preloads.ts';

const [APP_CONFIG_PATH, SWITCH_CONFIG_PATH] = STARTUP_CONFIG_PATHS;

export function getAppConfig(): Promise<GetResult<ApiOk<'/sirqul/appconfig', 'get'>>> {
  return apiGet(APP_CONFIG_PATH);
}

export function getSwitchConfig(): Promise<GetResult<ApiOk<'/sirqul/switchconfig', 'get'>>> {
  return apiGet(SWITCH_CONFIG_PATH);
}
