import { apiGet } from '../http/client.ts';
import type { AppConfig, GetResult, ItemResponse, SwitchConfig } from './types.ts';

export function getAppConfig(): Promise<GetResult<ItemResponse<AppConfig>>> {
  return apiGet('/sirqul/appconfig');
}

export function getSwitchConfig(): Promise<GetResult<ItemResponse<SwitchConfig>>> {
  return apiGet('/sirqul/switchconfig');
}
