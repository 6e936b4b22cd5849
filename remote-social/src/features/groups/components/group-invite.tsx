import { Button, color, font, inviteToAlbum, space } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';

/** A member makes an invite link to the group (the only way into a private one). */
export function GroupInvite({ albumId }: { albumId: number }) {
  const [link, setLink] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  async function createLink() {
    const answer = await run(() => inviteToAlbum(albumId), {
      text: 'The invite could not be made. Please try again.',
      tell: 'toast',
    });
    if (answer?.valid) setLink(answer.item.url);
  }

  if (!link) {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => void createLink()}>
        {busy ? 'Making a link…' : 'Invite someone'}
      </Button>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space.xs, width: '100%' }}>
      <label htmlFor={`invite-${albumId}`} css={{ fontSize: font.size.sm, color: color.textMuted }}>
        Share this invite link
      </label>
      <input
        id={`invite-${albumId}`}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        css={{
          padding: space.sm,
          border: `1px solid ${color.border}`,
          borderRadius: 6,
          background: color.surface,
          color: color.text,
          font: 'inherit',
        }}
      />
    </div>
  );
}
