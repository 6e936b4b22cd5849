import {
  Button,
  color,
  errorText,
  font,
  inviteToAlbum,
  showToast,
  space,
} from '@canopy/shared-core';
import { useState } from 'react';

/** A member makes an invite link to the group (the only way into a private one). */
export function GroupInvite({ albumId }: { albumId: number }) {
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function createLink() {
    setBusy(true);
    try {
      const answer = await inviteToAlbum(albumId);
      if (answer.valid) setLink(answer.item.url);
    } catch (caught) {
      showToast(errorText(caught, 'The invite could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
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
