import {
  EmptyState,
  PageTitle,
  Skeleton,
  color,
  font,
  getAlbum,
  searchAlbums,
  space,
  useApiResource,
  userAtom,
  useTrackView,
  type Album,
  AlbumTile,
  LiveBadge,
  useIsLive,
  BareList,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router';
import { profileUrl } from '../../../components/post-card.tsx';
import { timeAgo } from '../../../utils/format.ts';
import { AlbumComments } from '../../../components/album-comments.tsx';
import { albumMedia, MediaPlayer } from '../../../components/media-player.tsx';
import { card } from '@canopy/shared-core/layout';
import { orderByIds } from '../see-all-query.ts';
import {
  articleHtml,
  listedAlbumIds,
  scheduleEntries,
  storyFrames,
  trailStops,
} from '../meta-data.ts';
import { SECTIONS, type SectionKey } from '../sections.ts';
import { CustomListEditor } from './custom-list-editor.tsx';
import { DetailPage } from './detail-page.tsx';
import { RichText } from './rich-text.tsx';
import { socialPaths } from '../../../utils/paths.ts';
import { AlbumGridView } from '../../../components/album-grid-view.tsx';

/** The albums a list names, as tiles in the list's order. */
export function ListedAlbums({ ids, label }: { ids: number[]; label: string }) {
  const [albums, reload] = useApiResource(
    (signal) => searchAlbums({ albumIds: ids, start: 0, limit: 100 }, signal),
    [ids.join(',')],
  );
  if (ids.length === 0) return <EmptyState title="This list is empty" />;
  return (
    <AlbumGridView
      state={albums}
      onRetry={reload}
      label={label}
      errorTitle="The list could not be loaded"
      emptyTitle="Nothing in this list is visible to you"
      loading={<Skeleton height={200} />}
      tiles={(items) =>
        orderByIds(items, ids).map((album) => <AlbumTile key={album.albumId} album={album} />)
      }
    />
  );
}

/** A story frame's picture: one of our media files (beside the cover) or a web address. */
function frameImage(image: string, album: Album): string | null {
  if (/^https:\/\//i.test(image)) return image;
  if (!/^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/.test(image) || !album.coverURL) return null;
  return new URL(image, album.coverURL).toString();
}

const panel = card('lg');

function OfflineDetail(album: Album, live: boolean) {
  if (album.albumType !== 'livestream' || live) return undefined;
  const upcoming = album.startDate !== null && album.startDate > Date.now();
  return {
    title: 'This stream is offline',
    detail: upcoming
      ? `It starts ${new Date(album.startDate ?? 0).toLocaleString()}.`
      : 'It is not on air right now. Check back later.',
  };
}

function AlbumBody({ album, onChanged }: { album: Album; onChanged: () => void }) {
  const me = useAtomValue(userAtom);
  const live = useIsLive(album);
  const kind = Object.values(SECTIONS).find((entry) => entry.albumType === album.albumType)?.detail;
  const meta = album.metaData;
  switch (kind) {
    case 'media':
      return (
        <>
          {live && (
            <p css={{ margin: 0 }}>
              <LiveBadge /> On air now
            </p>
          )}
          <MediaPlayer media={albumMedia(album)} offline={OfflineDetail(album, live)} />
        </>
      );
    case 'list':
      return album.albumType === 'customlist' && me?.id === album.ownerId ? (
        <CustomListEditor album={album} onRenamed={onChanged} />
      ) : (
        <ListedAlbums ids={listedAlbumIds(meta)} label={`In ${album.title}`} />
      );
    case 'trail':
      return (
        <ol aria-label="Stops" css={{ ...panel, margin: 0, paddingLeft: space.xxl }}>
          {trailStops(meta).map((stop) => (
            <li key={stop.name} css={{ marginBottom: space.sm }}>
              <strong>{stop.name}</strong>
              {stop.description && (
                <span css={{ color: color.textMuted }}> — {stop.description}</span>
              )}
            </li>
          ))}
        </ol>
      );
    case 'story':
      return (
        <BareList ordered gap="lg" aria-label="Story">
          {storyFrames(meta).map((frame, index) => {
            const src = frameImage(frame.image, album);
            return (
              <li key={index}>
                <figure css={[panel, stack('sm'), { margin: 0 }]}>
                  {src && (
                    <img
                      src={src}
                      alt=""
                      css={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 8 }}
                    />
                  )}
                  <figcaption>{frame.caption}</figcaption>
                </figure>
              </li>
            );
          })}
        </BareList>
      );
    case 'schedule':
      return (
        <div css={{ overflowX: 'auto' }}>
          <table css={{ ...panel, width: '100%', borderCollapse: 'collapse' }}>
            <caption css={{ textAlign: 'left', fontWeight: font.weight.bold, padding: space.sm }}>
              Schedule
            </caption>
            <thead>
              <tr>
                {['Day', 'Time', 'What', 'Where'].map((heading) => (
                  <th
                    key={heading}
                    scope="col"
                    css={{ textAlign: 'left', padding: space.sm, color: color.textMuted }}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {scheduleEntries(meta).map((entry, index) => (
                <tr key={index} css={{ borderTop: `1px solid ${color.border}` }}>
                  <td css={{ padding: space.sm }}>{entry.day}</td>
                  <td css={{ padding: space.sm }}>{entry.time}</td>
                  <td css={{ padding: space.sm }}>{entry.title}</td>
                  <td css={{ padding: space.sm }}>{entry.place}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default: {
      const html = articleHtml(meta);
      return html ? (
        <article css={panel}>
          <RichText html={html} />
        </article>
      ) : null;
    }
  }
}

/** /browse/<section>/{id} (and page/{id}): one album of a section, shown as its kind asks. */
export function SectionDetailPage({ sectionKey }: { sectionKey: SectionKey }) {
  const section = SECTIONS[sectionKey];
  const albumId = Number(useParams().id);
  useTrackView(section.path, albumId);
  const [resource, reload] = useApiResource(() => getAlbum(albumId), [albumId]);
  const list = section.path === 'page' ? SECTIONS.news : section;
  return (
    <DetailPage
      back={{ to: socialPaths.section(list.path), label: list.title }}
      state={resource}
      onRetry={reload}
      errorTitle="This page could not be opened"
      loading={<Skeleton height={320} />}
    >
      {({ item: album }) => (
        <>
          <div>
            <PageTitle>{album.title}</PageTitle>
            <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
              By{' '}
              <Link to={profileUrl(album.ownerId)} css={{ color: color.primary }}>
                {album.owner.display}
              </Link>{' '}
              · {timeAgo(album.dateCreated)}
            </p>
          </div>
          {album.description && <p css={{ margin: 0 }}>{album.description}</p>}
          <AlbumBody album={album} onChanged={reload} />
          <AlbumComments albumId={album.albumId} />
        </>
      )}
    </DetailPage>
  );
}
