import { Button, addFavorite, removeFavorite, type FavoriteTarget } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';

/** A toggle that saves a shop or an offer to the member's favorites. */
export function FavoriteButton({
  target,
  initialFavoriteId,
  label,
}: {
  target: FavoriteTarget;
  initialFavoriteId: number | null;
  /** What is favorited, for screen readers: "Favorite Blue Dream Flower". */
  label: string;
}) {
  const [favoriteId, setFavoriteId] = useState(initialFavoriteId);
  const { busy, error, run } = useSubmit();
  const favorite = favoriteId !== null;

  /** The favorite's id after the toggle: null once removed. */
  async function send() {
    if (favorite) {
      await removeFavorite(target);
      return null;
    }
    const answer = await addFavorite(target);
    return answer.valid ? answer.item.favoriteId : favoriteId;
  }

  async function toggle() {
    const next = await run(send, 'That did not work. Try again.');
    if (next !== undefined) setFavoriteId(next);
  }

  return (
    <span css={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={favorite}
        aria-label={`Favorite ${label}`}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
        {favorite ? 'Favorited' : 'Favorite'}
      </Button>
      {error && (
        <span role="alert" css={{ fontSize: 12 }}>
          {error}
        </span>
      )}
    </span>
  );
}
