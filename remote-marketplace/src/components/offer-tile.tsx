import {
  StarRating,
  Tile,
  type OfferLocation,
  PriceTag,
  sharedPaths,
  space,
} from '@canopy/shared-core';
import { useHref } from 'react-router';

function stockNote(stock: number): string {
  if (stock === 0) return 'Sold out';
  if (stock <= 3) return `Only ${stock} left`;
  return 'In stock';
}

/** An offer at a shop in a grid, linking to its product page. */
export function OfferTile({
  offer,
  showShop = false,
}: {
  offer: OfferLocation;
  showShop?: boolean;
}) {
  const href = useHref(sharedPaths.product(offer.offerLocationId));
  return (
    <Tile
      title={offer.offerName}
      href={href}
      imageUrl={offer.image}
      subtitle={
        <span css={{ display: 'grid', gap: space.xs }}>
          <PriceTag fullPrice={offer.fullPrice} discountPrice={offer.discountPrice} />
          <StarRating average={offer.rating.average} count={offer.rating.count} />
        </span>
      }
      footer={
        showShop ? `${offer.locationName} · ${stockNote(offer.stock)}` : stockNote(offer.stock)
      }
    />
  );
}
