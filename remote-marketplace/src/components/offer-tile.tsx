import { Tile, type OfferLocation, PriceTag, sharedPaths } from '@canopy/shared-core';
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
      subtitle={<PriceTag fullPrice={offer.fullPrice} discountPrice={offer.discountPrice} />}
      footer={
        showShop ? `${offer.locationName} · ${stockNote(offer.stock)}` : stockNote(offer.stock)
      }
    />
  );
}
