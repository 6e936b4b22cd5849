// Media that several domains store: the column value naming an upload (posts and chat
// messages attach uploads) and a photo as a post or a chat message shows it.
import { photoUrls, type MediaAccess, type MediaUrl } from '../../../lib/media.ts';
import type { PostPhotoResponse } from '../../../schemas/posts.ts';

/** The media column value of an upload; `mediaUrl` turns it into `/media/uploads/<id>`. */
export function uploadMediaPath(id: string): string {
  return `uploads/${id}`;
}

const UPLOAD_PATH = /^uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The upload id of a media column value, when it names an upload. */
export function uploadIdOf(file: string): string | undefined {
  return UPLOAD_PATH.exec(file)?.[1];
}

/** An asset row holding a photo. */
export interface PhotoRow {
  id: number;
  album_id: number;
  file: string;
  file_name: string;
  caption: string;
  mime_type: string;
  width: number | null;
  height: number | null;
}

/** A photo as a post or a chat message shows it. */
export function toPostPhoto(
  row: Omit<PhotoRow, 'album_id'>,
  mediaUrl: MediaUrl,
  access: MediaAccess,
): PostPhotoResponse {
  const urls = photoUrls(row.file, mediaUrl, access);
  return {
    assetId: row.id,
    fileName: row.file_name,
    caption: row.caption,
    mimeType: row.mime_type,
    thumbnailURL: urls.thumbnailURL ?? '',
    coverURL: urls.coverURL ?? '',
    fullURL: urls.fullURL ?? '',
    width: row.width,
    height: row.height,
  };
}
