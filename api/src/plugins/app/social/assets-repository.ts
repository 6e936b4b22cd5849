import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { pageSql, statement, type Param } from '../../../db/sql.ts';
import {
  isLockedFor,
  lockableOf,
  PARENT_LOCK_COLUMNS,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import { albumMediaAccess } from './rules.ts';
import { photoUrls, type MediaUrl } from '../../../lib/media.ts';
import { toEpochMs, type Page } from '../../../lib/paging.ts';
import type { AssetResponse } from '../../../schemas/assets.ts';
import { readableByViewerSql, type Viewer } from '../kernel/visibility.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';

export interface AssetSearch {
  /** Only these assets, in this order. */
  assetIds: number[];
  albumId?: number | undefined;
  page: Page;
}

interface AssetRow extends PublicAccountRow {
  asset_id: number;
  album_id: number;
  file: string;
  file_name: string;
  caption: string;
  media_type: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  like_count: number;
  comments_count: number;
  meta_data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  album_type: string;
  album_visibility: string;
  album_meta_data: Record<string, unknown>;
  album_parent_access_locked: boolean;
}

export function createAssetsRepository(db: Db, mediaUrl: MediaUrl) {
  const toAsset = (row: AssetRow): AssetResponse => {
    return {
      assetId: row.asset_id,
      albumId: row.album_id,
      fileName: row.file_name,
      caption: row.caption,
      mediaType: row.media_type,
      mimeType: row.mime_type,
      ...photoUrls(
        row.file,
        mediaUrl,
        albumMediaAccess({
          albumType: row.album_type,
          visibility: row.album_visibility,
          metaData: row.album_meta_data,
          parentAccessLocked: row.album_parent_access_locked,
        }),
      ),
      width: row.width,
      height: row.height,
      uploader: toAccountShort(row, mediaUrl),
      likesCount: row.like_count,
      commentsCount: row.comments_count,
      created: toEpochMs(row.created_at) ?? 0,
      updated: toEpochMs(row.updated_at) ?? 0,
      metaData: row.meta_data,
    };
  };

  /**
   * Of the albums the search could touch, those the viewer may read and open: the audience
   * rules in SQL, then the access tags of locked albums (SPEC §4), as GET /albums/{id} does.
   */
  async function openableAlbumIds(viewer: Viewer, search: AssetSearch): Promise<number[]> {
    const { params, param } = statement();
    const conditions = [readableByViewerSql(param(viewer.id), param(viewer.audienceIds))];
    if (search.albumId !== undefined) {
      conditions.push(`al.id = ${param(search.albumId)}`);
    }
    if (search.assetIds.length > 0) {
      conditions.push(
        `al.id IN (SELECT album_id FROM assets WHERE id = ANY(${param(search.assetIds)}::int[]))`,
      );
    }
    const rows = await db.query<
      ParentLockRow & { id: number; owner_id: number; meta_data: Record<string, unknown> }
    >(
      `SELECT al.id, al.owner_id, al.meta_data, ${PARENT_LOCK_COLUMNS} FROM albums al
        WHERE ${conditions.join(' AND ')}`,
      params,
    );
    return rows.filter((row) => !isLockedFor(lockableOf(row), viewer)).map((row) => row.id);
  }

  return {
    /** Assets of albums the viewer may open; anything else is left out, never an error. */
    async search(
      viewer: Viewer,
      search: AssetSearch,
    ): Promise<{ items: AssetResponse[]; countTotal: number }> {
      const albumIds = await openableAlbumIds(viewer, search);
      if (albumIds.length === 0) return { items: [], countTotal: 0 };
      const filter = (param: Param): { where: string; order: string } => {
        const albums = `a.album_id = ANY(${param(albumIds)}::int[])`;
        if (search.assetIds.length === 0) {
          return { where: albums, order: 'a.album_id, a.position, a.id' };
        }
        const ids = param(search.assetIds);
        return {
          where: `${albums} AND a.id = ANY(${ids}::int[])`,
          order: `array_position(${ids}::int[], a.id)`,
        };
      };
      const listing = statement();
      const { where, order } = filter(listing.param);
      const count = statement();
      const [rows, counted] = await Promise.all([
        db.query<AssetRow>(
          `SELECT a.id AS asset_id, a.album_id, a.file, a.file_name, a.caption, a.media_type,
                  a.mime_type, a.width, a.height, a.like_count, a.comments_count, a.meta_data, a.created_at,
                  a.updated_at, ${PUBLIC_ACCOUNT_COLUMNS('u')}, al.album_type,
                  al.visibility AS album_visibility, al.meta_data AS album_meta_data,
                  al.parent_access_locked AS album_parent_access_locked
             FROM assets a JOIN accounts u ON u.id = a.uploader_id
             JOIN albums al ON al.id = a.album_id
            WHERE ${where}
            ORDER BY ${order}
            ${pageSql(listing.param, search.page)}`,
          listing.params,
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM assets a WHERE ${filter(count.param).where}`,
          count.params,
        ),
      ]);
      return { items: rows.map(toAsset), countTotal: counted[0]?.total ?? 0 };
    },
  };
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    assets: AssetsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('assets', createAssetsRepository(app.db, app.mediaUrl));
  },
  { name: 'assets', dependencies: ['db', 'media-url'] },
);
