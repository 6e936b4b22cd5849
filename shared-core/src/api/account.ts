// The member's own account: avatar, password and sessions.
import { apiPost, apiPut } from '../http/client.ts';
import type { ApiEnvelope, ItemResponse } from './types.ts';
import type { UserProfile } from './cart-album.ts';

/** SPEC §7: sent as multipart, so the client leaves out the JSON content type. */
export function uploadProfileImage(file: File | Blob): Promise<ItemResponse<UserProfile>> {
  const form = new FormData();
  form.append('file', file);
  return apiPost('/upload/profile-image', form);
}

export function changePassword(currentPassword: string, newPassword: string): Promise<ApiEnvelope> {
  return apiPut('/users/password', { currentPassword, newPassword });
}

/** Ends every session of the member, on every device, including this one. */
export function logoutEverywhere(): Promise<ApiEnvelope> {
  return apiPost('/users/logout-all');
}
