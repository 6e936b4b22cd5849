import {
  formatCount,
  PageTitle,
  Skeleton,
  Button,
  MemberSafetyMenu,
  ReportButton,
  appConfigAtom,
  color,
  font,
  radius,
  space,
  userAtom,
  ResourceView,
  RevealTogether,
  type UserProfile,
  trackAction,
  useFollow,
  useTrackView,
  sharedPaths,
  MemberAvatar,
} from '@canopy/shared-core';
import { card, stack, wrappingRow } from '@canopy/shared-core/layout';
import { AlbumTilesView } from '@canopy/shared-core/album-tiles-view';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { linkButton, outlinedLink } from '../../../components/styles.ts';
import { useMemberPosts, useProfile, useProfileByHandle } from '../api/use-profile.ts';
import { FollowList, ReferralList } from './member-circle.tsx';
import { MySections } from './my-sections.tsx';

/** The member's posts the viewer may see, as tiles opening each post. */
function MemberPosts({ accountId }: { accountId: number }) {
  const [posts, reload] = useMemberPosts(accountId);
  return (
    <AlbumTilesView
      state={posts}
      onRetry={reload}
      label="Posts by this member"
      errorTitle="Posts could not be loaded"
      emptyTitle="No posts yet"
      loadingHeight={150}
    />
  );
}

/**
 * SPEC §2: the member's own profile, or another member's with otherUserProfileId, or with
 * `handle` (where an @mention leads).
 */
export function AccountOverviewPage() {
  const [searchParams] = useSearchParams();
  const handle = searchParams.get('handle')?.trim();
  return handle ? <ProfileByHandle key={handle} handle={handle} /> : <ProfileById />;
}

function ProfileByHandle({ handle }: { handle: string }) {
  const [profile, reload] = useProfileByHandle(handle);
  return (
    <ResourceView
      state={profile}
      onRetry={reload}
      errorTitle={`@${handle} could not be found`}
      loading={<Skeleton height={120} />}
    >
      {(data) => <Profile profile={data.item} accountId={data.item.profileInfo.accountId} />}
    </ResourceView>
  );
}

function ProfileById() {
  const me = useAtomValue(userAtom);
  const [searchParams] = useSearchParams();
  const other = Number(searchParams.get('otherUserProfileId'));
  useTrackView('account', other > 0 ? other : undefined);
  const accountId = Number.isInteger(other) && other > 0 ? other : (me?.id ?? 0);
  // The profile, the member's own sections, posts and lists come in together: drawn as
  // each arrived, the sections pushed the posts down by 200 px (a layout shift of 0.35).
  return (
    <RevealTogether key={accountId} loading={<Skeleton height={120} />}>
      <ProfileOf accountId={accountId} />
    </RevealTogether>
  );
}

function ProfileOf({ accountId }: { accountId: number }) {
  const [profile, reload] = useProfile(accountId);
  return (
    <ResourceView
      state={profile}
      onRetry={reload}
      errorTitle="This profile could not be loaded"
      loading={null}
    >
      {(data) => <Profile profile={data.item} accountId={accountId} />}
    </ResourceView>
  );
}

const buttonLink = [
  linkButton,
  outlinedLink,
  { minHeight: 40, padding: `0 ${space.lg}`, borderRadius: radius.pill },
];

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt css={{ fontSize: font.size.xs, color: color.textMuted }}>{label}</dt>
      <dd css={{ margin: 0, fontWeight: font.weight.bold }}>{formatCount(value)}</dd>
    </div>
  );
}

/**
 * A member's public profile: name, photo and counts, Follow and Message (another member's),
 * their posts, followers and followings; the member's own adds their sections and referrals.
 * Nothing private is asked for: the API leaves it out for anybody but the owner anyway.
 */
function Profile({ profile, accountId }: { profile: UserProfile; accountId: number }) {
  const config = useAtomValue(appConfigAtom);
  const { profileInfo, counts, isProfileOwner } = profile;
  const avatar = profileInfo.profileAvatar?.fullURL || config?.userProfileDefaultImageUrl;
  const name = `${profileInfo.firstName} ${profileInfo.lastName}`.trim();
  const follow = useFollow(accountId, {
    following: profile.following,
    followerCount: counts.followers,
  });

  return (
    <>
      <section css={[card('xl'), wrappingRow('lg'), { marginBottom: space.xl }]}>
        {avatar && <MemberAvatar src={avatar} size={96} />}
        <div css={{ flex: 1, minWidth: 200 }}>
          <PageTitle>{name}</PageTitle>
          <dl css={[wrappingRow('xl'), { margin: 0 }]}>
            <Stat label="Posts" value={counts.albums} />
            <Stat label="Followers" value={follow.followerCount} />
            <Stat label="Following" value={counts.following} />
            <Stat label="Friends" value={counts.friends} />
          </dl>
        </div>
        {isProfileOwner ? (
          <Link to="/account/settings">Edit profile and settings</Link>
        ) : (
          <div css={wrappingRow('sm')}>
            <Button
              variant={follow.following ? 'secondary' : 'primary'}
              aria-pressed={follow.following}
              onClick={() => {
                trackAction('account', 'Clicked', accountId);
                void follow.toggle();
              }}
            >
              {follow.following ? 'Following' : 'Follow'}
            </Button>
            <Link
              to={sharedPaths.chat({ with: accountId })}
              onClick={() => trackAction('account', 'Clicked', accountId)}
              css={buttonLink}
            >
              Message {profileInfo.firstName || 'this member'}
            </Link>
            <ReportButton
              target={{ flagableType: 'ACCOUNT', flagableId: accountId }}
              what={`member ${name}`}
            />
            <MemberSafetyMenu
              size="md"
              showState
              member={{ accountId, display: name, username: profileInfo.username }}
            />
          </div>
        )}
      </section>
      {isProfileOwner && <MySections />}
      <div css={stack('xl')}>
        <section css={stack('sm')}>
          <h2 css={{ margin: 0, fontSize: font.size.lg }}>Posts</h2>
          <MemberPosts accountId={accountId} />
        </section>
        {/* Reloaded when the viewer follows or unfollows, so they appear in it or leave it. */}
        <FollowList key={String(follow.following)} accountId={accountId} followType="FOLLOWERS" />
        <FollowList accountId={accountId} followType="FOLLOWING" />
        {isProfileOwner && <ReferralList accountId={accountId} />}
      </div>
    </>
  );
}
