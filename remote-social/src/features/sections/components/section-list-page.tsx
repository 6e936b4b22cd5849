import {
  PageTitle,
  RevealTogether,
  Skeleton,
  color,
  font,
  searchAlbums,
  space,
  useApiResource,
  useTrackView,
  AlbumTile,
  sharedPaths,
} from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SECTIONS, type SectionKey } from '../sections.ts';
import { AlbumGridView } from '../../../components/album-grid-view.tsx';

/** Where "See all" opens a section: the see-all page on its album type, newest first. */
export function seeAllPath(title: string, albumType: string, sortField = 'ALBUM_CREATED'): string {
  const query = new URLSearchParams({ title, albumType, sortField });
  return sharedPaths.seeAll(query);
}

/** One section's albums as tiles, newest first: loading, empty and error states included. */
export function SectionGrid({
  sectionKey,
  heading,
}: {
  sectionKey: SectionKey;
  /** Shows the section's title as a heading of its own (a second grid on a page). */
  heading?: boolean;
}) {
  const section = SECTIONS[sectionKey];
  const [albums, reload] = useApiResource(
    (signal) =>
      searchAlbums(
        { albumType: section.albumType, sortField: 'ALBUM_CREATED', start: 0, limit: 100 },
        signal,
      ),
    [section.albumType],
  );
  return (
    <section
      aria-label={section.title}
      css={{ display: 'flex', flexDirection: 'column', gap: space.md }}
    >
      {heading && <h2 css={{ margin: 0, fontSize: font.size.lg }}>{section.title}</h2>}
      <AlbumGridView
        state={albums}
        onRetry={reload}
        label={section.title}
        errorTitle={`${section.title} could not be loaded`}
        emptyTitle={section.empty}
        loading={<Skeleton height={300} />}
        tiles={(items) =>
          items.map((album, index) => (
            <AlbumTile key={album.albumId} album={album} priority={index === 0} />
          ))
        }
      />
    </section>
  );
}

/** /browse/<section>: the section's albums as tiles; `also` adds a second section below. */
export function SectionListPage({
  sectionKey,
  also,
  children,
}: {
  sectionKey: SectionKey;
  also?: SectionKey;
  children?: ReactNode;
}) {
  const section = SECTIONS[sectionKey];
  useTrackView(section.path);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
      <PageTitle
        aside={
          <Link to={seeAllPath(section.title, section.albumType)} css={{ color: color.primary }}>
            See all
          </Link>
        }
      >
        {section.title}
      </PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>{section.intro}</p>
      {/* The parts come in together: as each arrived, it pushed the next one down. */}
      <RevealTogether loading={<Skeleton height={300} />}>
        {children}
        <SectionGrid sectionKey={sectionKey} heading={Boolean(children)} />
        {also && <SectionGrid sectionKey={also} heading />}
      </RevealTogether>
    </div>
  );
}
