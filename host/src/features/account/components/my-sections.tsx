import {
  Skeleton,
  color,
  font,
  getTrainingProgress,
  searchAlbums,
  space,
  useApiResource,
  type Album,
  albumPath,
  BareList,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { Link } from 'react-router';

const SECTIONS = [
  { albumType: 'group', heading: 'Groups you joined', url: (id: number) => albumPath('group', id) },
  {
    albumType: 'event',
    heading: 'Events you attend',
    url: (id: number) => albumPath('event', id),
  },
  {
    albumType: 'channel',
    heading: 'Channels you follow',
    url: (id: number) => albumPath('channel', id),
  },
] as const;

/** One training's progress for the member, or nothing when they have not started it. */
function TrainingProgressItem({ training }: { training: Album }) {
  const [progress] = useApiResource(
    (signal) => getTrainingProgress(training.albumId, signal),
    [training.albumId],
  );
  if (progress.status !== 'ready' || progress.data.item.completedCount === 0) return null;
  const { completedCount, lessonCount } = progress.data.item;
  return (
    <li>
      <Link to={albumPath('training', training.albumId)}>{training.title}</Link>{' '}
      <span css={{ color: color.textMuted }}>
        {completedCount === lessonCount
          ? '· completed'
          : `· ${completedCount} of ${lessonCount} lessons`}
      </span>
    </li>
  );
}

/**
 * On the member's own overview: the groups they joined, events they attend, channels they
 * follow and the trainings they started, each linking to its page.
 */
export function MySections() {
  const [joined] = useApiResource(
    (signal) =>
      searchAlbums({ albumType: 'group,event,channel', filter: 'JOINED', limit: 100 }, signal),
    [],
  );
  const [trainings] = useApiResource(
    (signal) => searchAlbums({ albumType: 'training', limit: 100 }, signal),
    [],
  );
  if (joined.status === 'loading') return <Skeleton height={80} />;
  const items = joined.status === 'ready' ? joined.data.items : [];
  return (
    <div css={[stack('lg'), { marginBottom: space.xl }]}>
      {SECTIONS.map((section) => {
        const albums = items.filter((album) => album.albumType === section.albumType);
        const headingId = `my-${section.albumType}`;
        return (
          <section key={section.albumType} aria-labelledby={headingId}>
            <h2 id={headingId} css={{ fontSize: font.size.lg, margin: `0 0 ${space.sm}` }}>
              {section.heading}
            </h2>
            {albums.length === 0 ? (
              <p css={{ margin: 0, color: color.textMuted }}>None yet.</p>
            ) : (
              <BareList gap="xs">
                {albums.map((album) => (
                  <li key={album.albumId}>
                    <Link to={section.url(album.albumId)}>{album.title}</Link>
                  </li>
                ))}
              </BareList>
            )}
          </section>
        );
      })}
      <section aria-labelledby="my-trainings">
        <h2 id="my-trainings" css={{ fontSize: font.size.lg, margin: `0 0 ${space.sm}` }}>
          Your trainings
        </h2>
        {trainings.status === 'ready' && (
          <BareList gap="xs" aria-label="Your trainings">
            {trainings.data.items.map((training) => (
              <TrainingProgressItem key={training.albumId} training={training} />
            ))}
          </BareList>
        )}
      </section>
    </div>
  );
}
