import {
  Button,
  PageTitle,
  addToCart,
  cartAtom,
  color,
  font,
  space,
  store,
  type OfferLocation,
  PriceTag,
  StarRating,
  trackAction,
  useTrackView,
  sharedPaths,
} from '@canopy/shared-core';
import { quietText, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { ListingView } from '../../../components/listing-view.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { formatDistance } from '../../../utils/distance.ts';
import { ReviewsSection } from '../../../components/reviews/reviews-section.tsx';
import { useOfferLocation } from '../api/use-offer-location.ts';
import { ImageGallery } from './image-gallery.tsx';
import { SizePicker } from './size-picker.tsx';
import { marketplacePaths } from '../../../utils/paths.ts';
import { pictureBeside } from '../../../components/styles.ts';

function availability(offer: OfferLocation): string {
  if (!offer.active) return 'No longer available';
  if (offer.stock === 0) return 'Sold out';
  if (offer.stock <= 3) return `Only ${offer.stock} left`;
  return 'In stock';
}

function Product({ offer }: { offer: OfferLocation }) {
  const cart = useAtomValue(cartAtom, { store });
  const inCart = cart.offerCart.find((item) => item.offerLocationId === offer.offerLocationId);
  const [size, setSize] = useState(offer.sizes[0] ?? '');
  const canBuy = offer.active && offer.stock > 0;
  const images = offer.images.length > 0 ? offer.images : offer.image ? [offer.image] : [];

  function add() {
    trackAction('product', 'Clicked', offer.offerLocationId);
    // SPEC §5: a product already in the cart is not added twice (addToCart keeps it as is).
    void addToCart({
      offerId: offer.offerId,
      offerLocationId: offer.offerLocationId,
      display: {
        item: offer.offerName,
        fullPrice: offer.fullPrice,
        discountPrice: offer.discountPrice,
        ...(offer.sizes.length > 0 ? { size } : {}),
      },
    });
  }

  return (
    <div css={[pictureBeside('minmax(0, 1fr) minmax(0, 1fr)'), { gap: space.xl }]}>
      <ImageGallery images={images} name={offer.offerName} />
      <div css={[stack('md'), { minWidth: 0 }]}>
        <PageTitle>{offer.offerName}</PageTitle>
        {offer.subTitle && (
          <p css={{ margin: 0, color: color.textMuted, marginTop: `-${space.md}` }}>
            {offer.subTitle}
          </p>
        )}
        <StarRating average={offer.rating.average} count={offer.rating.count} size="md" />
        <PriceTag fullPrice={offer.fullPrice} discountPrice={offer.discountPrice} size="lg" />
        <p css={{ margin: 0, fontWeight: font.weight.medium }}>{availability(offer)}</p>
        <p css={{ margin: 0 }}>
          At{' '}
          <AppLink to={marketplacePaths.retailer(offer.retailerLocationId)}>
            {offer.locationName}
          </AppLink>{' '}
          <span css={{ color: color.textMuted }}>
            · {offer.retailerLocation.locationDisplay} · {formatDistance(offer.distance)} away
          </span>
        </p>
        {offer.sizes.length > 0 && (
          <SizePicker
            sizes={offer.sizes}
            value={inCart?.display.size ?? size}
            onChange={setSize}
            disabled={Boolean(inCart)}
          />
        )}
        <div css={wrappingRow('sm')}>
          {inCart ? (
            <>
              <p
                role="status"
                css={{ margin: 0, fontWeight: font.weight.bold, color: color.success }}
              >
                In your cart
                {inCart.display.size ? ` (${inCart.display.size})` : ''}
              </p>
              <AppLink to={sharedPaths.checkout()}>Check out</AppLink>
            </>
          ) : (
            <Button onClick={add} disabled={!canBuy}>
              Add to cart
            </Button>
          )}
          <FavoriteButton
            target={{ offerLocationId: offer.offerLocationId }}
            initialFavoriteId={offer.favoriteId}
            label={offer.offerName}
          />
        </div>
        {offer.description && <p css={{ margin: 0 }}>{offer.description}</p>}
        {offer.categories.length > 0 && (
          <p css={[quietText, { margin: 0 }]}>
            {offer.categories.map((category) => category.name).join(' · ')}
          </p>
        )}
      </div>
    </div>
  );
}

export function ProductPage() {
  const offerLocationId = Number(useParams().offerLocationId);
  useTrackView('product', offerLocationId);
  const [offer, reload] = useOfferLocation(offerLocationId);
  return (
    <ListingView state={offer} onRetry={reload} noun="product" pictureHeight={280}>
      {(data) => (
        <>
          <Product key={offerLocationId} offer={data.item} />
          <ReviewsSection
            thing={{ offerLocationId: data.item.offerLocationId }}
            rating={data.item.rating}
          />
        </>
      )}
    </ListingView>
  );
}
