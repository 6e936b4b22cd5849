// The account short form (PLATFORM.md): what any member may see of another, built in one
// place for album owners, inviters, people search, tournament owners and ranked members.
import type { Static } from 'typebox';
import type { MediaUrl } from '../../../lib/media.ts';
import type { AccountShort } from '../../../schemas/albums.ts';

/** The picture of a member who has not set one (a file under /media). */
export const DEFAULT_AVATAR = 'avatar-default.svg';

/** The public columns of an account. */
export interface PublicAccountRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
  location_display: string | null;
  is_operator: boolean;
}

export const PUBLIC_ACCOUNT_COLUMNS = (alias: string) =>
  ['id', 'first_name', 'last_name', 'username', 'avatar', 'location_display', 'is_operator']
    .map((column) => `${alias}.${column}`)
    .join(', ');

export function toAccountShort(
  row: PublicAccountRow,
  mediaUrl: MediaUrl,
): Static<typeof AccountShort> {
  return {
    accountId: row.id,
    display: `${row.first_name} ${row.last_name}`,
    username: row.username,
    profileImage: mediaUrl(row.avatar) ?? mediaUrl(DEFAULT_AVATAR) ?? '',
    accountType: row.is_operator ? 'OPERATOR' : 'MEMBER',
    locationDisplay: row.location_display,
  };
}

/** The public columns of the accounts row aliased `alias`, prefixed `owner_` beside others. */
export function ownerColumns(alias: string): string {
  return `${alias}.id AS owner_id, ${alias}.first_name AS owner_first_name,
    ${alias}.last_name AS owner_last_name, ${alias}.username AS owner_username,
    ${alias}.avatar AS owner_avatar, ${alias}.is_operator AS owner_is_operator,
    ${alias}.location_display AS owner_location_display`;
}

export interface OwnerColumns {
  owner_id: number;
  owner_first_name: string;
  owner_last_name: string;
  owner_username: string;
  owner_avatar: string | null;
  owner_is_operator: boolean;
  owner_location_display: string | null;
}

/** The account short form of the `owner_` columns (an album's owner, a ranked member). */
export function toOwner(row: OwnerColumns, mediaUrl: MediaUrl): Static<typeof AccountShort> {
  return toAccountShort(
    {
      id: row.owner_id,
      first_name: row.owner_first_name,
      last_name: row.owner_last_name,
      username: row.owner_username,
      avatar: row.owner_avatar,
      location_display: row.owner_location_display,
      is_operator: row.owner_is_operator,
    },
    mediaUrl,
  );
}
