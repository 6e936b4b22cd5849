// Groups, channels and events a member joins, follows or attends, and trainings they work
// through (one membership per album; SPEC §7 GET /events/attendance/search).
import { apiDelete, apiGet, apiGetFile, apiPost } from '../../http/client.ts';
import type { ApiListItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

type Membership = ApiOk<'/albums/{id}/members', 'post'>;
export type AlbumMember = ApiListItem<'/albums/{id}/members', 'get'>;
export type TrainingProgress = Extract<
  ApiOk<'/albums/{id}/progress', 'get'>,
  { valid: true }
>['item'];
export type Lesson = TrainingProgress['lessons'][number];

/** Join a group, follow a channel or attend an event. */
export function joinAlbum(albumId: number): Promise<Membership> {
  return apiPost(`/albums/${albumId}/members`);
}

/** Leave a group, unfollow a channel or stop attending an event. */
export function leaveAlbum(albumId: number): Promise<ApiOk<'/albums/{id}/members', 'delete'>> {
  return apiDelete(`/albums/${albumId}/members`);
}

export function getAlbumMembers(
  albumId: number,
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/albums/{id}/members', 'get'>>> {
  return apiGet(`/albums/${albumId}/members`, page, signal);
}

/** SPEC §7: who attends an event. */
export function getEventAttendance(
  albumId: number,
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/events/attendance/search', 'get'>>> {
  return apiGet('/events/attendance/search', { albumId, ...page }, signal);
}

/** The event as an iCalendar file, for the member's calendar app. */
export function getEventCalendar(albumId: number): Promise<Blob> {
  return apiGetFile(`/events/${albumId}/calendar`);
}

export function getTrainingProgress(
  albumId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/albums/{id}/progress', 'get'>>> {
  return apiGet(`/albums/${albumId}/progress`, undefined, signal);
}

export function completeLesson(
  albumId: number,
  lessonId: string,
): Promise<ApiOk<'/albums/{id}/progress', 'post'>> {
  return apiPost(`/albums/${albumId}/progress`, { lessonId });
}
