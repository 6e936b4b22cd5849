import {
  Button,
  ErrorState,
  DEFAULT_LOCATION,
  color,
  font,
  isKnownLocation,
  locationAtom,
  mapStyleUrlAtom,
  shadow,
  space,
  store,
  visuallyHidden,
  type ListResponse,
  type MapBounds,
  type NearbyFilters,
  type RetailerLocation,
  type SearchCenter,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useAreaSearch } from '../api/use-area-search.ts';
import ShopMap from '../map/shop-map.tsx';
import { mapSummary } from '../utils/map-summary.ts';
import { ShopCard } from './shop-card.tsx';

/** The device's position, or SPEC §3's default point when the browser gave none. */
function meLabel(location: SearchCenter): string {
  const fallback =
    location.latitude === DEFAULT_LOCATION.latitude &&
    location.longitude === DEFAULT_LOCATION.longitude;
  return fallback
    ? `Distances are from ${DEFAULT_LOCATION.name ?? 'the central US'}: your location is not known`
    : 'Your location';
}

/**
 * The dispensaries of the list's search on a map (loaded with Leaflet when the member first
 * opens it, in a chunk of its own, so the list's first load does not carry it): markers and clusters, a shop's card, and
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
  const me = isKnownLocation(location) ? { ...location, label: meLabel(location) } : null;
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
        <ShopMap
          shops={shown.items}
          frame={area.status === 'none'}
          me={me}
          tileUrl={tileUrl}
          openShopId={openShop?.retailerLocationId ?? null}
          onOpenShop={open}
          onMoved={setMoved}
        />
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
