import {
  Button,
  Skeleton,
  acceptInvite,
  color,
  font,
  getInvite,
  radius,
  showToast,
  space,
  useApiResource,
  ResourceView,
  albumPath,
  sharedPaths,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useNavigate, useSearchParams } from 'react-router';

/** SPEC §2 albums/invite: someone shared an album; the member can join it. */
export function AlbumInvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [invite, reload] = useApiResource(() => getInvite(token), [token]);
  const { busy, run } = useSubmit();

  async function accept() {
    const response = await run(() => acceptInvite(token), {
      text: 'The invite could not be accepted.',
      tell: 'toast',
    });
    if (!response?.valid) return;
    showToast(response.message ?? 'You joined the album.', 'success');
    const { album } = response.item;
    // A group opens on its own page; anything else on the wall, where it now shows.
    void navigate(
      album.albumType === 'group' ? albumPath('group', album.albumId) : sharedPaths.wall(),
    );
  }

  return (
    <ResourceView
      state={invite}
      onRetry={reload}
      errorTitle="This invite is not valid"
      errorMessage="It may have expired or been used already. Ask the sender for a new link."
      loading={<Skeleton height={200} />}
    >
      {({ item }) => (
        <article
          css={{
            maxWidth: 520,
            margin: '0 auto',
            background: color.surface,
            border: `1px solid ${color.border}`,
            borderRadius: radius.lg,
            overflow: 'hidden',
          }}
        >
          {item.albumCoverUrl && (
            <img
              src={item.albumCoverUrl}
              alt=""
              css={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
          )}
          <div css={[stack('md'), { padding: space.xl }]}>
            <p css={{ margin: 0, color: color.textMuted }}>{item.inviter.display} invited you to</p>
            <h1 css={{ margin: 0, fontSize: font.size.xl }}>{item.albumTitle}</h1>
            {item.inviteText && <p css={{ margin: 0 }}>{item.inviteText}</p>}
            <div>
              <Button onClick={() => void accept()} disabled={busy}>
                {busy ? 'Joining…' : 'Accept invite'}
              </Button>
            </div>
          </div>
        </article>
      )}
    </ResourceView>
  );
}
