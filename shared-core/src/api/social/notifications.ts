// The member's notifications: the grouped list, the unread count, marking read, and the
// per-type switches (the live stream pushes new ones; see live/).
import { apiGet, apiPost, apiPut } from '../../http/client.ts';
import type { ApiItem, ApiListItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export type Notification = ApiListItem<'/notifications/search', 'get'>;
export type NotificationSettings = ApiItem<'/notifications/settings', 'get'>;

export function searchNotifications(
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/notifications/search', 'get'>>> {
  return apiGet('/notifications/search', { ...page }, signal);
}

export function getUnreadNotificationCount(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/notifications/count', 'get'>>> {
  return apiGet('/notifications/count', {}, signal);
}

/** Marks the notification, and the alike ones listed with it, read. */
export function markNotificationRead(
  notificationId: number,
): Promise<ApiOk<'/notifications/{id}/read', 'post'>> {
  return apiPost(`/notifications/${notificationId}/read`);
}

export function markAllNotificationsRead(): Promise<ApiOk<'/notifications/read', 'post'>> {
  return apiPost('/notifications/read');
}

export function getNotificationSettings(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/notifications/settings', 'get'>>> {
  return apiGet('/notifications/settings', {}, signal);
}

export function updateNotificationSettings(
  changes: Partial<NotificationSettings>,
): Promise<ApiOk<'/notifications/settings', 'put'>> {
  return apiPut('/notifications/settings', changes);
}
