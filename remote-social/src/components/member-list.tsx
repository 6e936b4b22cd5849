import {
  ResourceView,
  Skeleton,
  color,
  font,
  formatTotal,
  getAlbumMembers,
  space,
  useApiResource,
  type AlbumMember,
  type GetResult,
  type ListTotal,
  BareList,
} from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { Link } from 'react-router';
import { profileUrl } from './post-card.tsx';

interface MemberPage extends ListTotal {
  items: AlbumMember[];
}

/**
 * Who is in a group, follows a channel or attends an event (newest first, up to 100),
 * with friends marked. `load` defaults to the album's member list; `version` reloads it.
 */
export function MemberList({
  albumId,
  heading,
  emptyText,
  version,
  load,
}: {
  albumId: number;
  heading: string;
  emptyText: string;
  version: number;
  load?: (albumId: number, signal: AbortSignal) => Promise<GetResult<MemberPage>>;
}) {
  const [members, reload] = useApiResource(
    (signal) => (load ? load(albumId, signal) : getAlbumMembers(albumId, { limit: 100 }, signal)),
    [albumId, version],
  );
  const headingId = `members-${albumId}`;
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: space.sm }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        {heading}
        {members.status === 'ready' && ` (${formatTotal(members.data)})`}
      </h2>
      <ResourceView
        state={members}
        onRetry={reload}
        errorTitle={`${heading} could not be loaded`}
        loading={<Skeleton height={48} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p css={{ margin: 0, color: color.textMuted }}>{emptyText}</p>}
      >
        {(data) => (
          <BareList flow="wrap" gap="sm" aria-label={heading}>
            {data.items.map(({ attendee, friend }) => (
              <li key={attendee.accountId}>
                <Link
                  to={profileUrl(attendee.accountId)}
                  css={[row('xs'), { color: color.text, textDecoration: 'none' }]}
                >
                  <img
                    src={attendee.profileImage}
                    alt=""
                    width={32}
                    height={32}
                    css={{ borderRadius: '50%' }}
                  />
                  <span>
                    {attendee.display}
                    {friend && <span css={{ color: color.textMuted }}> · friend</span>}
                  </span>
                </Link>
              </li>
            ))}
          </BareList>
        )}
      </ResourceView>
    </section>
  );
}
