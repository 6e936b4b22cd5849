import {
  EmptyState,
  PageTitle,
  Skeleton,
  Tile,
  TileGrid,
  appConfigAtom,
  color,
  font,
  radius,
  space,
  userAtom,
  ResourceView,
  type UserProfile,
  useTrackView,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { useMemberPosts, useProfile } from '../api/use-profile.ts';
import { MySections } from './my-sections.tsx';

function MemberPosts({ accountId }: { accountId: number }) {
  const [posts, reload] = useMemberPosts(accountId);
  return (
    <ResourceView
      state={posts}
      onRetry={reload}
      errorTitle="Posts could not be loaded"
      loading={<Skeleton height={150} />}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title="No posts yet" />}
    >
      {(data) => (
        <TileGrid label="Posts by this member">
          {data.items.map((album) => (
            <Tile
              key={album.albumId}
              title={album.title}
              imageUrl={album.coverURL ?? album.thumbnailURL}
            />
          ))}
        </TileGrid>
      )}
    </ResourceView>
  );
}

/** SPEC §2: the member's own profile, or another member's with otherUserProfileId. */
export function AccountOverviewPage() {
  const me = useAtomValue(userAtom);
  const [searchParams] = useSearchParams();
  const other = Number(searchParams.get('otherUserProfileId'));
  useTrackView('account', other > 0 ? other : undefined);
  const accountId = Number.isInteger(other) && other > 0 ? other : (me?.id ?? 0);
  const [profile, reload] = useProfile(accountId);

  return (
    <ResourceView
      state={profile}
      onRetry={reload}
      errorTitle="This profile could not be loaded"
      loading={<Skeleton height={120} />}
    >
      {(data) => <Profile profile={data.item} accountId={accountId} />}
    </ResourceView>
  );
}

function Profile({ profile, accountId }: { profile: UserProfile; accountId: number }) {
  const config = useAtomValue(appConfigAtom);
  const { profileInfo, counts, isProfileOwner } = profile;
  const avatar = profileInfo.profileAvatar?.fullURL || config?.userProfileDefaultImageUrl;

  return (
    <>
      <section
        css={{
          display: 'flex',
          gap: space.lg,
          alignItems: 'center',
          flexWrap: 'wrap',
          padding: space.xl,
          marginBottom: space.xl,
          background: color.surface,
          border: `1px solid ${color.border}`,
          borderRadius: radius.lg,
        }}
      >
        {avatar && (
          <img
            src={avatar}
            alt=""
            width={96}
            height={96}
            css={{ borderRadius: '50%', objectFit: 'cover', background: color.surfaceAlt }}
          />
        )}
        <div css={{ flex: 1, minWidth: 200 }}>
          <PageTitle>{`${profileInfo.firstName} ${profileInfo.lastName}`.trim()}</PageTitle>
          <dl css={{ display: 'flex', gap: space.xl, margin: 0 }}>
            <div>
              <dt css={{ fontSize: font.size.xs, color: color.textMuted }}>Posts</dt>
              <dd css={{ margin: 0, fontWeight: font.weight.bold }}>{counts?.albums ?? 0}</dd>
            </div>
            <div>
              <dt css={{ fontSize: font.size.xs, color: color.textMuted }}>Friends</dt>
              <dd css={{ margin: 0, fontWeight: font.weight.bold }}>{counts?.friends ?? 0}</dd>
            </div>
          </dl>
        </div>
        {isProfileOwner && <Link to="/account/settings">Edit profile and settings</Link>}
      </section>
      {isProfileOwner && <MySections />}
      <h2 css={{ fontSize: font.size.lg }}>Posts</h2>
      <MemberPosts accountId={accountId} />
    </>
  );
}
