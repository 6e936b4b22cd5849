import { OPERATOR, apiCall } from './api.ts';
import { sharedToken } from './session.ts';

export type AppConfig = Record<string, unknown> & {
  web_main_navigation: { items: Array<Record<string, unknown>> };
  onboardingSettings: Record<string, string>;
};

/**
 * Runs `body` while the operator's app configuration has `change` applied, and puts the
 * original back afterwards whatever happens, so no later test sees it.
 */
export async function withAppConfig(
  change: (original: AppConfig) => AppConfig,
  body: (changed: AppConfig) => Promise<void>,
): Promise<void> {
  const token = await sharedToken(OPERATOR);
  const original = (await apiCall<{ item: AppConfig }>('GET', '/sirqul/appconfig')).item;
  const changed = change(original);
  await apiCall('PUT', '/sirqul/appconfig', changed, token);
  try {
    await body(changed);
  } finally {
    await apiCall('PUT', '/sirqul/appconfig', original, token);
  }
}

export const darkTheme = (original: AppConfig): AppConfig => ({
  ...original,
  preferredColorScheme: 'dark',
});
