import {
  Button,
  color,
  errorText,
  font,
  markReviewHelpful,
  unmarkReviewHelpful,
  type MarketReview,
} from '@canopy/shared-core';
import { useState } from 'react';

const markedBy = (count: number) =>
  count === 1 ? '1 member found this helpful' : `${count} members found this helpful`;

/**
 * "Helpful" on someone else's review: a member marks it once and may take the mark back.
 * Their own review only says how many found it helpful.
 */
export function HelpfulButton({ review }: { review: MarketReview }) {
  const [state, setState] = useState({
    count: review.helpfulCount,
    marked: review.markedHelpful,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      const answer = state.marked
        ? await unmarkReviewHelpful(review.reviewId)
        : await markReviewHelpful(review.reviewId);
      if (answer.valid) {
        setState({ count: answer.item.helpfulCount, marked: answer.item.markedHelpful });
      }
    } catch (caught) {
      setError(errorText(caught, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  const countText = (
    <span css={{ color: color.textMuted, fontSize: font.size.sm }}>
      {state.count > 0 ? markedBy(state.count) : ''}
    </span>
  );
  if (review.ownReview) return countText;
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={state.marked}
        aria-label={`Helpful: ${review.author.display}'s review`}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {/* The words stay "Helpful" (the name says them too); aria-pressed tells the state. */}
        {state.marked && <span aria-hidden="true">✓</span>}
        Helpful
      </Button>
      {countText}
      {error && (
        <span role="alert" css={{ fontSize: font.size.xs }}>
          {error}
        </span>
      )}
    </span>
  );
}
