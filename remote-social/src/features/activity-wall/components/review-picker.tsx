import {
  color,
  fieldCss,
  getRetailerLocation,
  radius,
  searchRetailerLocations,
  space,
  useApiResource,
  type PostReviewInput,
} from '@canopy/shared-core';
import { quietText, row, stack } from '@canopy/shared-core/layout';
import { useId } from 'react';
import { MAX_STARS } from '../../../components/review-stars.tsx';
import { smallControl } from '../../../components/styles.ts';

export interface ReviewDraft {
  /** The member ticked "Review a shop or an offer". */
  open: boolean;
  retailerLocationId: number | null;
  /** null: the review is of the shop itself. */
  offerLocationId: number | null;
  rating: number | null;
}

export const NO_REVIEW: ReviewDraft = {
  open: false,
  retailerLocationId: null,
  offerLocationId: null,
  rating: null,
};

/** The review a draft stands for, or why it cannot be sent yet (undefined: no review). */
export function reviewOf(draft: ReviewDraft): PostReviewInput | string | undefined {
  if (!draft.open) return undefined;
  if (draft.retailerLocationId === null) return 'Choose the shop your review is about.';
  if (draft.rating === null) return 'Choose how many stars your review gives.';
  return draft.offerLocationId === null
    ? { reviewType: 'RETAILER_LOCATION', reviewId: draft.retailerLocationId, rating: draft.rating }
    : { reviewType: 'OFFER_LOCATION', reviewId: draft.offerLocationId, rating: draft.rating };
}

const fieldStyle = [smallControl, { maxWidth: '100%' }];

/** The shops nearest the member, nearest first. */
function ShopSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (retailerLocationId: number | null) => void;
}) {
  const [shops] = useApiResource((signal) => searchRetailerLocations({ limit: 30 }, signal), []);
  return (
    <label css={fieldCss}>
      Shop
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        css={fieldStyle}
      >
        <option value="">{shops.status === 'loading' ? 'Loading shops…' : 'Choose a shop'}</option>
        {shops.status === 'ready' &&
          shops.data.items.map((shop) => (
            <option key={shop.retailerLocationId} value={shop.retailerLocationId}>
              {shop.name}
            </option>
          ))}
      </select>
    </label>
  );
}

function OfferSelect({
  retailerLocationId,
  value,
  onChange,
}: {
  retailerLocationId: number;
  value: number | null;
  onChange: (offerLocationId: number | null) => void;
}) {
  const [shop] = useApiResource(
    (signal) => getRetailerLocation(retailerLocationId, null, signal),
    [retailerLocationId],
  );
  const offers = shop.status === 'ready' ? shop.data.item.offers : [];
  return (
    <label css={fieldCss}>
      What you review
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        css={fieldStyle}
      >
        <option value="">The shop itself</option>
        {offers.map((offer) => (
          <option key={offer.offerLocationId} value={offer.offerLocationId}>
            {offer.offerName}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Optionally make the post a review: a shop near the member, one of its offers or the shop
 * itself, and 1 to 5 stars. Native select and radio controls, so the keyboard works as
 * everywhere (arrows move between stars).
 */
export function ReviewPicker({
  draft,
  onChange,
}: {
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
}) {
  const { open } = draft;
  const starsName = useId();

  return (
    <fieldset css={[stack('sm'), { margin: 0, padding: 0, border: 0 }]}>
      <legend css={{ padding: 0 }}>
        <label css={row('sm')}>
          <input
            type="checkbox"
            checked={open}
            onChange={(event) =>
              onChange(event.target.checked ? { ...draft, open: true } : NO_REVIEW)
            }
          />
          Review a shop or an offer
        </label>
      </legend>
      {open && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'flex-end' }}>
          <ShopSelect
            value={draft.retailerLocationId}
            onChange={(retailerLocationId) =>
              onChange({ ...draft, retailerLocationId, offerLocationId: null })
            }
          />
          {draft.retailerLocationId !== null && (
            <OfferSelect
              retailerLocationId={draft.retailerLocationId}
              value={draft.offerLocationId}
              onChange={(offerLocationId) => onChange({ ...draft, offerLocationId })}
            />
          )}
          <fieldset css={{ margin: 0, padding: 0, border: 0 }}>
            <legend css={{ padding: 0, marginBottom: space.xs }}>Rating</legend>
            <div css={{ display: 'flex', gap: 2 }}>
              {Array.from({ length: MAX_STARS }, (_, index) => {
                const stars = index + 1;
                const lit = draft.rating !== null && stars <= draft.rating;
                return (
                  <label
                    key={stars}
                    css={{
                      position: 'relative',
                      cursor: 'pointer',
                      fontSize: 26,
                      lineHeight: 1,
                      color: lit ? color.accent : color.textMuted,
                      '&:has(input:focus-visible)': {
                        outline: `2px solid ${color.focus}`,
                        borderRadius: radius.sm,
                      },
                    }}
                  >
                    <input
                      type="radio"
                      name={starsName}
                      value={stars}
                      checked={draft.rating === stars}
                      onChange={() => onChange({ ...draft, rating: stars })}
                      aria-label={`${stars} star${stars === 1 ? '' : 's'}`}
                      css={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                    />
                    <span aria-hidden="true">{lit ? '★' : '☆'}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </div>
      )}
      {open && draft.rating !== null && (
        <span css={quietText}>
          {draft.rating} of {MAX_STARS} stars
        </span>
      )}
    </fieldset>
  );
}
