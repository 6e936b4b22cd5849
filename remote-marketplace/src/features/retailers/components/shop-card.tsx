import {
  Button,
  color,
  font,
  radius,
  shadow,
  space,
  StarRating,
  type RetailerLocation,
} from '@canopy/shared-core';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { formatDistance } from '../../../utils/distance.ts';
import { todaysHours } from '../utils/opening-hours.ts';

/**
 * A shop opened from its marker: what its tile in the list says, and the way to its page.
 * It takes the keyboard's focus when it opens; Escape or Close hands it back to the marker.
 */
export function ShopCard({ shop, onClose }: { shop: RetailerLocation; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [shop.retailerLocationId]);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  const hours = todaysHours(shop.hours, new Date(), shop.closures);
  return (
    <section
      aria-labelledby={`shop-card-${shop.retailerLocationId}`}
      css={{
        display: 'grid',
        gap: space.xs,
        padding: space.md,
        borderRadius: radius.md,
        background: color.surface,
        color: color.text,
        border: `1px solid ${color.border}`,
        boxShadow: shadow.overlay,
      }}
    >
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: space.sm }}>
        <h2
          id={`shop-card-${shop.retailerLocationId}`}
          ref={heading}
          tabIndex={-1}
          css={{ margin: 0, fontSize: font.size.md, flex: 1, outline: 'none' }}
        >
          {shop.name}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label={`Close ${shop.name}`}>
          Close
        </Button>
      </div>
      <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
        {formatDistance(shop.distance)} away
        {shop.locationDisplay ? ` · ${shop.locationDisplay}` : ''}
      </p>
      <StarRating average={shop.rating.average} count={shop.rating.count} />
      {hours && <p css={{ margin: 0, fontSize: font.size.sm }}>{hours}</p>}
      <AppLink to={`/browse/marketplace/retailer/${shop.retailerLocationId}`}>
        Visit {shop.name}
      </AppLink>
    </section>
  );
}
