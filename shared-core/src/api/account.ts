// The member's own account: avatar, handle, password, sessions and their own data.
import { apiGetFile, apiPost, apiPut } from '../http/client.ts';
import type { ApiOk } from './openapi.ts';

/** SPEC §7: sent as multipart, so the client leaves out the JSON content type. */
export function uploadProfileImage(
  file: File | Blob,
): Promise<ApiOk<'/upload/profile-image', 'post'>> {
  const form = new FormData();
  form.append('file', file);
  return apiPost('/upload/profile-image', form);
}

/** The old handle keeps finding the member, and stays theirs, for 30 days. */
export function changeHandle(handle: string): Promise<ApiOk<'/users/handle', 'put'>> {
  return apiPut('/users/handle', { handle });
}

export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<ApiOk<'/users/password', 'put'>> {
  return apiPut('/users/password', { currentPassword, newPassword });
}

/** Ends every session of the member, on every device, including this one. */
export function logoutEverywhere(): Promise<ApiOk<'/users/logout-all', 'post'>> {
  return apiPost('/users/logout-all');
}

/** A copy of everything the member wrote and bought, as a JSON file to save. */
export function downloadMyData(): Promise<Blob> {
  return apiGetFile('/users/myprofile/export');
}

/** Deletes the member's account; the password is asked again. */
export function deleteMyAccount(
  password: string,
): Promise<ApiOk<'/users/myprofile/delete', 'post'>> {
  return apiPost('/users/myprofile/delete', { password });
}
