import {
  EmptyState,
  ErrorState,
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
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { useMemberPosts, useProfile } from '../api/use-profile.ts';

function MemberPosts({ accountId }: { accountId: number }) {
  const [posts, reload] = useMemberPosts(accountId);
  if (posts.status === 'loading') return <Skeleton height={150} />;
  if (posts.status === 'error') {
    return (
      <ErrorState title="Posts could not be loaded" message={posts.message} onRetry={reload} />
    );
  }
  if (posts.data.items.length === 0) return <EmptyState title="No posts yet" />;
  return (
    <TileGrid label="Posts by this member">
      {posts.data.items.map((album) => (
        <Tile
          key={album.albumId}
          title={album.title}
          imageUrl={album.coverURL ?? album.thumbnailURL}
        />
      ))}
    </TileGrid>
  );
}

/** SPEC §2: the member's own profile, or another member's with otherUserProfileId. */
export function AccountOverviewPage() {
  const me = useAtomValue(userAtom);
  const config = useAtomValue(appConfigAtom);
  const [searchParams] = useSearchParams();
  const other = Number(searchParams.get('otherUserProfileId'));
  const accountId = Number.isInteger(other) && other > 0 ? other : (me?.id ?? 0);
  const [profile, reload] = useProfile(accountId);

  if (profile.status === 'loading') return <Skeleton height={120} />;
  if (profile.status === 'error') {
    return (
      <ErrorState
        title="This profile could not be loaded"
        message={profile.message}
        onRetry={reload}
      />
    );
  }
  const { profileInfo, counts, isProfileOwner } = profile.data.item;
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
      <h2 css={{ fontSize: font.size.lg }}>Posts</h2>
      <MemberPosts accountId={accountId} />
    </>
  );
}
