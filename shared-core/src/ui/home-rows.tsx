import { Link } from 'react-router';
import { searchAlbums } from '../api/albums.ts';
import type { HomePageItem } from '../api/types.ts';
import { homeRowSearch, homeRowSeeAll } from '../domain/home-page.ts';
import { useApiResource } from '../hooks/use-api-resource.ts';
import { BareList } from './bare-list.tsx';
import { AlbumTile } from './album-tile.tsx';
import { ErrorState, Skeleton } from './states.tsx';
import { color, font, layout, space } from './tokens.ts';

/** One home row: a horizontal strip of tiles that scrolls with the keyboard, and See all. */
function HomeRow({ item, index }: { item: HomePageItem; index: number }) {
  const search = homeRowSearch(item);
  const [albums, reload] = useApiResource(
    (signal) => searchAlbums(search, signal),
    [JSON.stringify(search)],
  );
  const headingId = `home-row-${index}`;
  if (albums.status === 'ready' && albums.data.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: space.sm, minWidth: 0 }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
          {item.title}
        </h2>
        <Link
          to={homeRowSeeAll(item)}
          aria-label={`See all: ${item.title}`}
          css={{ color: color.primary }}
        >
          See all
        </Link>
      </div>
      {albums.status === 'loading' && <Skeleton height={layout.tileHeight + 80} />}
      {albums.status === 'error' && (
        <ErrorState
          title={`${item.title} could not be loaded`}
          message={albums.message}
          onRetry={reload}
        />
      )}
      {albums.status === 'ready' && (
        // Focusable so the arrow keys scroll it (a scrollable region must take focus).
        <div
          role="region"
          aria-labelledby={headingId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          css={{
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollSnapType: 'x proximity',
            paddingBottom: space.sm,
            '&:focus-visible': { outline: `2px solid ${color.focus}`, outlineOffset: 2 },
          }}
        >
          <BareList
            gap="md"
            css={{
              gridAutoFlow: 'column',
              gridAutoColumns: layout.tileWidth + 25,
              '& > li': { scrollSnapAlign: 'start' },
            }}
          >
            {albums.data.items.map((album) => (
              <AlbumTile key={album.albumId} album={album} />
            ))}
          </BareList>
        </div>
      )}
    </section>
  );
}

/** The home page's rows of albums, from homePageConfig.items (SPEC §3 app config). */
export function HomeRows({ rows }: { rows: HomePageItem[] }) {
  if (rows.length === 0) return null;
  return (
    <div
      aria-label="Browse"
      role="group"
      css={{
        display: 'grid',
        gap: space.xl,
        width: '100%',
        maxWidth: layout.contentMaxWidth,
        textAlign: 'left',
      }}
    >
      {rows.map((row, index) => (
        <HomeRow key={`${row.title}-${index}`} item={row} index={index} />
      ))}
    </div>
  );
}
