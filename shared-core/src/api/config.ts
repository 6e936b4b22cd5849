import { apiGet } from '../http/client.ts';
import type { ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

export function getAppConfig(): Promise<GetResult<ApiOk<'/sirqul/appconfig', 'get'>>> {
  return apiGet('/sirqul/appconfig');
}

export function getSwitchConfig(): Promise<GetResult<ApiOk<'/sirqul/switchconfig', 'get'>>> {
  return apiGet('/sirqul/switchconfig');
}
