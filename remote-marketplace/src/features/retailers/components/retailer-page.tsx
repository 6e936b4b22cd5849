import {
  BareList,
  EmptyState,
  PageTitle,
  TileGrid,
  color,
  font,
  radius,
  space,
  type RetailerLocationDetail,
  StarRating,
  useTrackView,
  sharedPaths,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { ListingView } from '../../../components/listing-view.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { OfferTile } from '../../../components/offer-tile.tsx';
import { formatDistance } from '../../../utils/distance.ts';
import { ReviewsSection } from '../../../components/reviews/reviews-section.tsx';
import { useRetailerLocation } from '../api/use-retailer-location.ts';
import { closedLine } from '../../../utils/closure-days.ts';
import { todaysHours } from '../utils/opening-hours.ts';
import { dayName } from '../../../utils/week-days.ts';
import { pictureBeside } from '../../../components/styles.ts';

function Details({ location }: { location: RetailerLocationDetail }) {
  const address = location.address;
  return (
    <div
      css={[
        pictureBeside('minmax(0, 2fr) minmax(0, 3fr)'),
        { gap: space.lg, marginBottom: space.xl },
      ]}
    >
      {location.picture1 || location.logo ? (
        <img
          src={location.picture1 ?? location.logo ?? ''}
          alt=""
          css={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: radius.lg,
            background: color.surfaceAlt,
          }}
        />
      ) : (
        <div aria-hidden="true" css={{ aspectRatio: '4 / 3', background: color.surfaceAlt }} />
      )}
      <div css={[stack('sm'), { minWidth: 0 }]}>
        <StarRating average={location.rating.average} count={location.rating.count} size="md" />
        {location.description && <p css={{ margin: 0 }}>{location.description}</p>}
        {address && (
          <p css={{ margin: 0 }}>
            {address.street}, {address.city}, {address.state} {address.postalCode}
            <br />
            <span css={{ color: color.textMuted }}>{formatDistance(location.distance)} away</span>
          </p>
        )}
        {location.contact?.phone && (
          <p css={{ margin: 0 }}>
            Phone: <a href={`tel:${location.contact.phone}`}>{location.contact.phone}</a>
          </p>
        )}
        <p css={{ margin: 0, fontWeight: font.weight.medium }}>
          {todaysHours(location.hours, new Date(), location.closures) ?? 'Opening hours unknown'}
        </p>
        {location.closures.length > 0 && (
          <section aria-label="Holiday closures">
            <BareList gap="xs">
              {location.closures.map((closure) => (
                <li key={closure.date}>{closedLine(closure)}</li>
              ))}
            </BareList>
          </section>
        )}
        {location.hours && location.hours.length > 0 && (
          <details>
            <summary css={{ cursor: 'pointer' }}>All opening hours</summary>
            <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${space.md}` }}>
              {location.hours.map((entry) => (
                <div key={entry.day} css={{ display: 'contents' }}>
                  <dt>{dayName(entry.day)}</dt>
                  <dd css={{ margin: 0 }}>
                    {entry.closed ? 'Closed' : `${entry.open}–${entry.close}`}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )}
        <div>
          <FavoriteButton
            target={{ retailerLocationId: location.retailerLocationId }}
            initialFavoriteId={location.favoriteId}
            label={location.name}
          />
        </div>
      </div>
    </div>
  );
}

export function RetailerPage() {
  const retailerLocationId = Number(useParams().retailerLocationId);
  useTrackView('retailer', retailerLocationId);
  const [location, reload] = useRetailerLocation(retailerLocationId);

  return (
    <>
      <p css={{ margin: `0 0 ${space.md}` }}>
        <AppLink to={sharedPaths.marketplace()}>← All dispensaries</AppLink>
      </p>
      <ListingView state={location} onRetry={reload} noun="dispensary" pictureHeight={200}>
        {({ item }) => (
          <>
            <PageTitle>{item.name}</PageTitle>
            <Details location={item} />
            <h2 css={{ fontSize: font.size.lg, margin: `0 0 ${space.md}` }}>On the menu</h2>
            {item.offers.length === 0 ? (
              <EmptyState title="Nothing on the menu right now" />
            ) : (
              <TileGrid label="Offers">
                {item.offers.map((offer) => (
                  <OfferTile key={offer.offerLocationId} offer={offer} />
                ))}
              </TileGrid>
            )}
            <ReviewsSection
              thing={{ retailerLocationId: item.retailerLocationId }}
              rating={item.rating}
            />
          </>
        )}
      </ListingView>
    </>
  );
}
