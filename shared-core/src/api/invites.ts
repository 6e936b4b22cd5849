// SPEC §7 album invites: a member shares an album by token; another accepts it.
import { apiGet, apiPost } from '../http/client.ts';
import type { AccountShort, Album, GetResult, ItemResponse } from './types.ts';

export interface AlbumInvite {
  token: string;
  url: string;
  inviter: AccountShort;
  inviteText: string | null;
  albumTitle: string;
  albumCoverUrl: string | null;
  album: Album;
}

export function createAlbumInvite(albumId: number): Promise<ItemResponse<AlbumInvite>> {
  return apiPost('/invite/album', { albumId });
}

export function getInvite(token: string): Promise<GetResult<ItemResponse<AlbumInvite>>> {
  return apiGet('/invite', { token });
}

/** SPEC §7: accepting befriends the inviter but attends no event and favours no offer. */
export function acceptInvite(token: string): Promise<ItemResponse<{ album: Album }>> {
  return apiPost('/invite/accept', {
    token,
    autoFriend: true,
    autoAttendEvent: false,
    autoFavoriteOffer: false,
  });
}
