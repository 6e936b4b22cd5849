import { color, font, space } from '@canopy/shared-core';
import { Link } from 'react-router';
import type { useMySections } from '../api/use-my-sections.ts';

const SECTIONS = [
  { albumType: 'group', heading: 'Groups you joined', url: (id: number) => `/browse/group/${id}` },
  {
    albumType: 'event',
    heading: 'Events you attend',
    url: (id: number) => `/browse/event/${id}`,
  },
  {
    albumType: 'channel',
    heading: 'Channels you follow',
    url: (id: number) => `/browse/channel/${id}`,
  },
] as const;

const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
} as const;

/**
 * On the member's own overview: the groups they joined, events they attend, channels they
 * follow and the trainings they started, each linking to its page. Drawn once loaded (the
 * page waits for them), so it does not push the page down as it arrives.
 */
export function MySections({ joined, trainings }: ReturnType<typeof useMySections>) {
  const items = joined.status === 'ready' ? joined.data.items : [];
  return (
    <div css={{ display: 'grid', gap: space.lg, marginBottom: space.xl }}>
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
              <ul css={listStyle}>
                {albums.map((album) => (
                  <li key={album.albumId}>
                    <Link to={section.url(album.albumId)}>{album.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <section aria-labelledby="my-trainings">
        <h2 id="my-trainings" css={{ fontSize: font.size.lg, margin: `0 0 ${space.sm}` }}>
          Your trainings
        </h2>
        {trainings.status === 'ready' && (
          <ul css={listStyle} aria-label="Your trainings">
            {trainings.data.items.map(({ training, completedCount, lessonCount }) => (
              <li key={training.albumId}>
                <Link to={`/browse/training-post/${training.albumId}`}>{training.title}</Link>{' '}
                <span css={{ color: color.textMuted }}>
                  {completedCount === lessonCount
                    ? '· completed'
                    : `· ${completedCount} of ${lessonCount} lessons`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
