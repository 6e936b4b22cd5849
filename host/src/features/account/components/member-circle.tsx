import {
  EmptyState,
  ResourceView,
  Skeleton,
  color,
  font,
  formatRemaining,
  getFollowList,
  getReferralList,
  space,
  useApiResource,
  type FollowType,
  sharedPaths,
  BareList,
  MemberAvatar,
} from '@canopy/shared-core';
import { row, stack } from '@canopy/shared-core/layout';
import { Link } from 'react-router';

const profileUrl = (accountId: number) => `/account/overview?otherUserProfileId=${accountId}`;

interface MemberLink {
  accountId: number;
  display: string;
  profileImage: string;
}

/** Members as small avatars with their names, each opening their profile. */
function MemberLinks({ label, members }: { label: string; members: readonly MemberLink[] }) {
  return (
    <BareList flow="wrap" gap="sm" aria-label={label}>
      {members.map((member) => (
        <li key={member.accountId}>
          <Link
            to={profileUrl(member.accountId)}
            css={{
              ...row('xs'),
              padding: `${space.xs} ${space.sm} ${space.xs} ${space.xs}`,
              border: `1px solid ${color.border}`,
              borderRadius: 999,
              color: color.text,
              textDecoration: 'none',
              background: color.surface,
            }}
          >
            <MemberAvatar src={member.profileImage} size={28} />
            {member.display}
          </Link>
        </li>
      ))}
    </BareList>
  );
}

const FOLLOW_LISTS: Record<FollowType, { heading: string; empty: string }> = {
  FOLLOWERS: { heading: 'Followers', empty: 'No followers yet' },
  FOLLOWING: { heading: 'Following', empty: 'Not following anybody yet' },
};

/** Who follows the member, or whom they follow: the newest 30, each opening their profile. */
export function FollowList({
  accountId,
  followType,
}: {
  accountId: number;
  followType: FollowType;
}) {
  const [list, reload] = useApiResource(
    (signal) => getFollowList(accountId, followType, { limit: 30 }, signal),
    [accountId, followType],
  );
  const { heading, empty } = FOLLOW_LISTS[followType];
  return (
    <section css={stack('sm')}>
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>{heading}</h2>
      <ResourceView
        state={list}
        onRetry={reload}
        errorTitle={`${heading} could not be loaded`}
        loading={<Skeleton height={40} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={empty} />}
      >
        {(data) => (
          <>
            <MemberLinks label={heading} members={data.items} />
            {data.countTotal > data.items.length && (
              <p css={{ margin: 0, color: color.textMuted }}>
                and {formatRemaining(data, data.items.length)} more
              </p>
            )}
          </>
        )}
      </ResourceView>
    </section>
  );
}

/** The members who joined with the member's invite link (GET /users/referral/list). */
export function ReferralList({ accountId }: { accountId: number }) {
  const [referrals, reload] = useApiResource(
    (signal) => getReferralList(accountId, 'GET_CHILDREN', signal),
    [accountId],
  );
  return (
    <section css={stack('sm')}>
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>Your referrals</h2>
      <ResourceView
        state={referrals}
        onRetry={reload}
        errorTitle="Your referrals could not be loaded"
        loading={<Skeleton height={40} />}
        isEmpty={(data) => data.item.children.length === 0}
        empty={
          <EmptyState title="Nobody joined with your link yet">
            <Link to={sharedPaths.shareSite()}>Share your invite link</Link>
          </EmptyState>
        }
      >
        {({ item }) => (
          <MemberLinks
            label="Your referrals"
            members={item.children.filter((child) => child.level === 1)}
          />
        )}
      </ResourceView>
    </section>
  );
}
