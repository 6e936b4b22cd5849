import { buildUsageEvent, type UsageEventInput } from '../domain/analytics.ts';
import { getDeviceId } from '../domain/cookies.ts';
import { apiPost } from '../http/client.ts';
import { userAtom } from '../session/session-atoms.ts';
import { apiBaseAtom } from '../state/app-atoms.ts';
import { store } from '../state/store.ts';
import type { ApiBody } from './openapi.ts';
import type { ApiEnvelope } from './types.ts';

/** What a screen says about an event; the device, version and member are filled in here. */
export type TrackUsageInput = Omit<
  UsageEventInput,
  'apiBase' | 'userAgent' | 'deviceId' | 'accountId'
>;

/**
 * POST /sirqul/analytics/usage. Rejects with 'section and action params are requried!'
 * before sending anything when either is missing.
 */
export async function trackUsage(input: TrackUsageInput): Promise<ApiEnvelope> {
  const event = buildUsageEvent({
    ...input,
    apiBase: store.get(apiBaseAtom),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    deviceId: getDeviceId(),
    accountId: store.get(userAtom)?.id ?? null,
  });
  return apiPost<ApiEnvelope>('/sirqul/analytics/usage', event);
}

/** How the host loaded one remote: its released version, or where it failed. */
export type RemoteLoadReport = ApiBody<'/sirqul/analytics/federation', 'post'>;

/**
 * POST /sirqul/analytics/federation: federation health for operators. Carries no member,
 * device or address, only the remote, its version and the outcome.
 */
export async function reportRemoteLoad(report: RemoteLoadReport): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('/sirqul/analytics/federation', report);
}
