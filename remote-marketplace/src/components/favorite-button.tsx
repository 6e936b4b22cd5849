import {
  Button,
  addFavorite,
  removeFavorite,
  type FavoriteTarget,
  errorText,
} from '@canopy/shared-core';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const favorite = favoriteId !== null;

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      if (favorite) {
        await removeFavorite(target);
        setFavoriteId(null);
      } else {
        const answer = await addFavorite(target);
        if (answer.valid) setFavoriteId(answer.item.favoriteId);
      }
    } catch (caught) {
      setError(errorText(caught, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
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
