import {
  Button,
  ErrorState,
  Skeleton,
  color,
  font,
  locationAtom,
  mapStyleUrlAtom,
  retryableLazy,
  shadow,
  space,
  store,
  visuallyHidden,
  type ListResponse,
  type MapBounds,
  type NearbyFilters,
  type RetailerLocation,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { Suspense, useRef, useState } from 'react';
import { useAreaSearch } from '../api/use-area-search.ts';
import { mapSummary } from '../utils/map-summary.ts';
import { MapLoadBoundary } from './map-load-boundary.tsx';
import { ShopCard } from './shop-card.tsx';

// Leaflet and the outlines load on the first opening of the map, in a chunk of their own.
const ShopMap = retryableLazy(async () => (await import('../map/shop-map.tsx')).default);

/**
 * The dispensaries of the list's search on a map: markers and clusters, a shop's card, and
 * "Search this area" once the member has moved the map. The list view stays the accessible
 * alternative, and the map's description says so.
 */
export function RetailersMapView({
  list,
  filters,
  onShowList,
}: {
  list: ListResponse<RetailerLocation>;
  filters: NearbyFilters;
  onShowList: () => void;
}) {
  const tileUrl = useAtomValue(mapStyleUrlAtom, { store });
  const location = useAtomValue(locationAtom, { store });
  const me = location.latitude === 0 && location.longitude === 0 ? null : location;
  const { area, searchArea } = useAreaSearch(filters);
  const [moved, setMoved] = useState<MapBounds | null>(null);
  const [openShop, setOpenShop] = useState<RetailerLocation | null>(null);
  // The marker that opened the card gets the keyboard's focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const shown = area.status === 'ready' ? area.data : list;
  const open = (shop: RetailerLocation) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenShop(shop);
  };
  const close = () => {
    setOpenShop(null);
    if (opener.current?.isConnected) opener.current.focus();
  };

  return (
    <section aria-labelledby="shop-map-title" aria-describedby="shop-map-note">
      <h2 id="shop-map-title" css={visuallyHidden}>
        Map of dispensaries
      </h2>
      <p
        id="shop-map-note"
        css={{ margin: `0 0 ${space.sm}`, color: color.textMuted, fontSize: font.size.sm }}
      >
        The list view shows the same dispensaries and suits screen readers best.{' '}
        <Button size="sm" variant="ghost" onClick={onShowList}>
          Show the list
        </Button>
      </p>
      <div css={{ position: 'relative' }}>
        <MapLoadBoundary>
          <Suspense fallback={<Skeleton height={320} />}>
            <ShopMap
              shops={shown.items}
              frame={area.status === 'none'}
              me={me}
              tileUrl={tileUrl}
              openShopId={openShop?.retailerLocationId ?? null}
              onOpenShop={open}
              onMoved={setMoved}
            />
          </Suspense>
        </MapLoadBoundary>
        {moved && (
          <Button
            onClick={() => {
              void searchArea(moved);
              setMoved(null);
              setOpenShop(null);
            }}
            css={{
              position: 'absolute',
              top: space.md,
              left: '50%',
              transform: 'translateX(-50%)',
              zIndex: 1000,
              boxShadow: shadow.overlay,
            }}
          >
            Search this area
          </Button>
        )}
        {openShop && (
          <div
            css={{
              position: 'absolute',
              left: space.md,
              right: space.md,
              bottom: space.md,
              maxWidth: 360,
              zIndex: 1000,
            }}
          >
            <ShopCard shop={openShop} onClose={close} />
          </div>
        )}
      </div>
      <p
        role="status"
        css={{ margin: `${space.sm} 0 0`, color: color.textMuted, fontSize: font.size.sm }}
      >
        {area.status === 'loading'
          ? 'Searching this area…'
          : area.status === 'error'
            ? ''
            : mapSummary(shown, area.status === 'ready')}
      </p>
      {area.status === 'error' && (
        <ErrorState
          title="This area could not be searched"
          message={area.message}
          onRetry={() => void searchArea(area.bounds)}
        />
      )}
    </section>
  );
}
