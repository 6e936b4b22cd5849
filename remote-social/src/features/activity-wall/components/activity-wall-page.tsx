import {
  EmptyState,
  PageTitle,
  Skeleton,
  Tile,
  TileGrid,
  color,
  hasAccess,
  showAccessDenied,
  space,
  userAtom,
  type Album,
  ResourceView,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useWallAlbums } from '../api/use-wall-albums.ts';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

function AlbumTile({ album, priority }: { album: Album; priority: boolean }) {
  const audienceIds = useAtomValue(userAtom)?.audienceIds ?? [];
  // Locked content the member's audiences do not open: the shell explains (SPEC §2 modal).
  const locked = !hasAccess(album.metaData ?? {}, audienceIds);
  return (
    <Tile
      onClick={locked ? showAccessDenied : undefined}
      priority={priority}
      title={album.title}
      imageUrl={album.coverURL ?? album.thumbnailURL}
      subtitle={locked ? `Members only · ${album.owner?.display ?? ''}` : album.owner?.display}
      footer={
        <span css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}>
          <time dateTime={new Date(album.dateCreated).toISOString()}>
            {dateFormat.format(album.dateCreated)}
          </time>
          <span>{plural(album.likeCount ?? 0, 'like')}</span>
          <span>{plural(album.commentsCount ?? 0, 'comment')}</span>
        </span>
      }
    />
  );
}

function WallSkeleton() {
  return (
    <TileGrid label="Loading posts">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
          <Skeleton height={150} />
          <Skeleton height={16} width="70%" />
        </li>
      ))}
    </TileGrid>
  );
}

export function ActivityWallPage() {
  const [albums, reload] = useWallAlbums();
  return (
    <>
      <PageTitle>Activity Wall</PageTitle>
      <ResourceView
        state={albums}
        onRetry={reload}
        errorTitle="The wall could not be loaded"
        loading={<WallSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="Nothing on the wall yet">
            <p css={{ color: color.textMuted }}>Posts from the community will show up here.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <TileGrid label="Posts">
            {data.items.map((album, index) => (
              <AlbumTile key={album.albumId} album={album} priority={index === 0} />
            ))}
          </TileGrid>
        )}
      </ResourceView>
    </>
  );
}
