import {
  AlbumTile,
  PageTitle,
  Skeleton,
  color,
  font,
  radius,
  searchAlbums,
  space,
  useApiResource,
  type Album,
  BareList,
} from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useJoinedAlbums } from '../hooks/use-membership.ts';
import { AlbumGridView } from './album-grid-view.tsx';
import { pillLink } from './styles.ts';

/** A small label on a tile: "Joined", "Following", "Attending", "Past", "2 of 4 done". */
export function Badge({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: 'primary' | 'muted';
}) {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: `2px ${space.sm}`,
        borderRadius: radius.pill,
        fontSize: font.size.xs,
        fontWeight: 600,
        background: tone === 'primary' ? color.primary : color.surfaceAlt,
        color: tone === 'primary' ? color.onPrimary : color.text,
      }}
    >
      {children}
    </span>
  );
}

function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading" css={{ display: 'grid', gap: space.md }}>
      <Skeleton height={180} />
      <Skeleton height={180} />
    </div>
  );
}

/**
 * A section's list page (channels, groups, events, trainings): the albums of `albumType`
 * as tiles, newest first (or by `sortField`), each opening `detailUrl`, with loading,
 * error and empty states. `above` shows before the grid (the member's own, say).
 */
interface SectionListProps {
  albumType: string;
  title: string;
  sortField?: string;
  detailUrl: (albumId: number) => string;
  subtitle?: (album: Album) => ReactNode;
  footer?: (album: Album) => ReactNode;
  above?: ReactNode;
  emptyTitle: string;
}

export function SectionList({
  albumType,
  title,
  sortField,
  detailUrl,
  subtitle,
  footer,
  above,
  emptyTitle,
}: SectionListProps) {
  const [albums, reload] = useApiResource(
    (signal) => searchAlbums({ albumType, sortField, limit: 100 }, signal),
    [albumType, sortField],
  );
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
      <PageTitle>{title}</PageTitle>
      {above}
      <AlbumGridView
        state={albums}
        onRetry={reload}
        label={title}
        errorTitle={`${title} could not be loaded`}
        emptyTitle={emptyTitle}
        loading={<GridSkeleton />}
        tiles={(items) =>
          items.map((album, index) => (
            <AlbumTile
              key={album.albumId}
              album={album}
              to={detailUrl(album.albumId)}
              priority={index === 0}
              subtitle={subtitle?.(album)}
              footer={footer?.(album)}
            />
          ))
        }
      />
    </div>
  );
}

/**
 * The albums of a section the member is in ("Channels you follow", "Your groups"), private
 * ones included, as links; nothing while loading or when there are none.
 */
function JoinedAlbums({
  joined,
  heading,
  detailUrl,
}: {
  joined: ReturnType<typeof useJoinedAlbums>['joined'];
  heading: string;
  detailUrl: (albumId: number) => string;
}) {
  if (joined.status !== 'ready' || joined.data.items.length === 0) return null;
  const headingId = `joined-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: space.sm }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        {heading}
      </h2>
      <BareList flow="wrap" gap="sm" aria-label={heading}>
        {joined.data.items.map((album) => (
          <li key={album.albumId}>
            <Link to={detailUrl(album.albumId)} css={pillLink('xs')}>
              {album.title}
            </Link>
          </li>
        ))}
      </BareList>
    </section>
  );
}

/**
 * The list page of a section a member joins (channels, groups, events): the ones they are
 * in first, under `joinedHeading`, then every tile, its footer told whether they are in it.
 */
export function JoinableSectionList({
  joinedHeading,
  footer,
  ...list
}: Omit<SectionListProps, 'above' | 'footer'> & {
  joinedHeading: string;
  footer: (album: Album, joined: boolean) => ReactNode;
}) {
  const { joined, ids } = useJoinedAlbums(list.albumType);
  return (
    <SectionList
      {...list}
      footer={(album) => footer(album, ids.has(album.albumId))}
      above={<JoinedAlbums joined={joined} heading={joinedHeading} detailUrl={list.detailUrl} />}
    />
  );
}
