/** SPEC §9: the sort fields the album search accepts. */
export const ALLOWED_SORT_FIELDS = [
  'ALBUM_ID',
  'ALBUM_TYPE',
  'ALBUM_TITLE',
  'ALBUM_DESCRIPTION',
  'ALBUM_UPDATED',
  'ALBUM_CREATED',
  'ALBUM_START_DATE',
  'ALBUM_END_DATE',
  'ALBUM_LIKES',
  'ALBUM_NOTES',
  'ALBUM_FLAGS',
  'ALBUM_SHARES',
  'ALBUM_USERS',
  'ALBUM_FAVORITES',
  'ALBUM_DISLIKES',
  'ALBUM_DISTANCE',
  'ALBUM_TYPE_ID',
  'TRENDING',
  'RANDOM',
] as const;

export type AlbumSortField = (typeof ALLOWED_SORT_FIELDS)[number];

export const DEFAULT_SORT_FIELD: AlbumSortField = 'ALBUM_CREATED';

export function sortFieldOrDefault(field: string | undefined): AlbumSortField {
  return ALLOWED_SORT_FIELDS.includes(field as AlbumSortField)
    ? (field as AlbumSortField)
    : DEFAULT_SORT_FIELD;
}
