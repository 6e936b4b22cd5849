// SPEC §7 album invites: a member shares an album by token; another accepts it.
import { apiGet, apiPost } from '../http/client.ts';
import type { ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

export function getInvite(token: string): Promise<GetResult<ApiOk<'/invite', 'get'>>> {
  return apiGet('/invite', { token });
}

/** SPEC §7: accepting befriends the inviter but attends no event and favours no offer. */
export function acceptInvite(token: string): Promise<ApiOk<'/invite/accept', 'post'>> {
  return apiPost('/invite/accept', {
    token,
    autoFriend: true,
    autoAttendEvent: false,
    autoFavoriteOffer: false,
  });
}

/** SPEC §7 POST /invite/album: a link with an opaque token that lets someone join the album. */
export function inviteToAlbum(albumId: number): Promise<ApiOk<'/invite/album', 'post'>> {
  return apiPost('/invite/album', { albumId });
}
