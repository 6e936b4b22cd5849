// An album row as the albums repository reads it, and the album it becomes for its owner
// (redaction for other viewers is the access lock's, in the kernel).
import { roundDistance } from '../../../lib/geo.ts';
import { photoUrls, type MediaUrl } from '../../../lib/media.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import { toOwner } from '../kernel/account-short.ts';
import {
  PARENT_LOCK_COLUMNS,
  parentLockOf,
  type LockableAlbum,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import { COUNT_COLUMNS, type AlbumCount } from '../kernel/album-store.ts';
import { albumMediaAccess } from '../kernel/visibility.ts';

export interface AlbumRow extends Record<AlbumCount, number>, ParentLockRow {
  id: number;
  owner_id: number;
  album_type: string;
  title: string;
  description: string;
  cover: string | null;
  media_type: string;
  tags: string;
  visibility: string;
  public_read: boolean;
  public_write: boolean;
  public_delete: boolean;
  public_add: boolean;
  meta_data: Record<string, unknown>;
  category_ids: number[];
  start_date: Date | null;
  end_date: Date | null;
  latitude: number | null;
  longitude: number | null;
  location_description: string | null;
  total_episodes: number;
  asset_count: number;
  parent_album_id: number | null;
  created_at: Date;
  updated_at: Date;
  owner_first_name: string;
  owner_last_name: string;
  owner_username: string;
  owner_avatar: string | null;
  owner_location_display: string | null;
  owner_is_operator: boolean;
  distance: number | null;
}

export const AL_COORDINATES = { latitude: 'al.latitude', longitude: 'al.longitude' };

export const SELECT_ALBUM = `al.id, al.owner_id, al.album_type, al.title, al.description, al.cover,
  al.media_type, al.tags, al.visibility, al.public_read, al.public_write, al.public_delete,
  al.public_add, al.meta_data, al.category_ids, al.start_date, al.end_date, al.latitude,
  al.longitude, al.location_description, al.total_episodes, al.asset_count, al.parent_album_id,
  ${PARENT_LOCK_COLUMNS},
  ${COUNT_COLUMNS.map((column) => `al.${column}`).join(', ')},
  al.created_at, al.updated_at,
  ac.first_name AS owner_first_name, ac.last_name AS owner_last_name,
  ac.username AS owner_username, ac.avatar AS owner_avatar,
  ac.location_display AS owner_location_display, ac.is_operator AS owner_is_operator`;

const MEDIA_FILE = /^[a-z0-9][a-z0-9-]*\.(wav|mp4|m3u8)$/;

/**
 * An audio, video or stream album names its demo file in metaData.media_file; fullURL is
 * then that file (the cover stays the picture). Only our own media files are honoured.
 */
function mediaFileOf(metaData: Record<string, unknown>, mediaUrl: MediaUrl): string | null {
  const file = metaData['media_file'];
  return typeof file === 'string' && MEDIA_FILE.test(file) ? mediaUrl(file) : null;
}

/** Everything the album holds, for its owner and members with its access tags. */
export function fullAlbumOf(row: AlbumRow, mediaUrl: MediaUrl): LockableAlbum {
  const cover = photoUrls(
    row.cover,
    mediaUrl,
    albumMediaAccess({
      albumType: row.album_type,
      visibility: row.visibility,
      metaData: row.meta_data,
      parentAccessLocked: row.parent_access_locked,
    }),
  );
  return {
    albumId: row.id,
    albumType: row.album_type,
    owner: toOwner(row, mediaUrl),
    ownerId: row.owner_id,
    title: row.title,
    description: row.description,
    coverURL: cover.coverURL,
    fullURL: mediaFileOf(row.meta_data, mediaUrl) ?? cover.fullURL,
    thumbnailURL: cover.thumbnailURL,
    mediaType: row.media_type,
    tags: row.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    visibility: row.visibility,
    categoryIds: row.category_ids.map(Number),
    startDate: toEpochMs(row.start_date),
    endDate: toEpochMs(row.end_date),
    assetCount: row.asset_count,
    likeCount: row.like_count,
    dislikeCount: row.dislike_count,
    commentsCount: row.comments_count,
    favoriteCount: row.favorite_count,
    sharedCount: row.shared_count,
    viewedCount: row.viewed_count,
    clickedCount: row.clicked_count,
    userCount: row.user_count,
    flagCount: row.flag_count,
    latitude: row.latitude,
    longitude: row.longitude,
    locationDescription: row.location_description,
    distance: row.distance === null ? null : roundDistance(row.distance),
    dateCreated: toEpochMs(row.created_at) ?? 0,
    dateUpdated: toEpochMs(row.updated_at) ?? 0,
    hasLiked: false,
    favorite: false,
    favoriteId: null,
    metaData: row.meta_data,
    publicPermissions: {
      read: row.public_read,
      write: row.public_write,
      delete: row.public_delete,
      add: row.public_add,
    },
    totalEpisodes: row.total_episodes,
    parentAlbumId: row.parent_album_id,
    accessLocked: false,
    parentLock: parentLockOf(row),
  };
}
