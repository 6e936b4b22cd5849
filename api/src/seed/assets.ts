import type { Queryable } from '../db/db.ts';
import { COVERS, coverFile, type CoverScene } from './media-catalog.ts';

/** Extra photos in a few posts, so albums are more than their cover. */
const GALLERIES: { title: string; photos: [CoverScene, string][] }[] = [
  {
    title: 'My balcony garden, month two',
    photos: [
      ['herbs', 'Basil and thyme on the railing'],
      ['seedlings', 'The tomato starts, two weeks in'],
    ],
  },
  {
    title: 'Greenhouse build, part 1: the frame',
    photos: [
      ['greenhouse', 'Ridge beam up before the rain'],
      ['hills', 'The view from the back door'],
    ],
  },
  {
    title: 'Sunflowers along I-70 are at their peak',
    photos: [['sunflowers', 'Near the Russell exit, facing east']],
  },
];

const labelOf = new Map(COVERS.map((art) => [art.file, art.label]));

/** Every seeded album's cover becomes its first asset; a few posts get more photos. */
export async function seedAssets(tx: Queryable): Promise<void> {
  const albums = await tx.query<{
    id: number;
    owner_id: number;
    title: string;
    cover: string;
    created_at: Date;
  }>('SELECT id, owner_id, title, cover, created_at FROM albums WHERE cover IS NOT NULL');
  for (const album of albums) {
    const extra = GALLERIES.find((gallery) => gallery.title === album.title)?.photos ?? [];
    const photos: [string, string][] = [
      [album.cover, labelOf.get(album.cover) ?? album.title],
      ...extra.map(([scene, caption]): [string, string] => [coverFile(scene), caption]),
    ];
    for (const [position, [file, caption]] of photos.entries()) {
      await tx.query(
        `INSERT INTO assets (album_id, uploader_id, position, file, file_name, caption, mime_type,
           like_count, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'image/svg+xml', $7, $8, $8)`,
        [
          album.id,
          album.owner_id,
          position,
          file,
          file,
          caption,
          (album.id * 7 + position) % 23,
          album.created_at,
        ],
      );
    }
    await tx.query('UPDATE albums SET asset_count = $2 WHERE id = $1', [album.id, photos.length]);
  }
}
