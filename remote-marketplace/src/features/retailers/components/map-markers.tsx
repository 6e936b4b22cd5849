import { color, font, radius, shadow, type SearchCenter } from '@canopy/shared-core';
import type { MapMarker } from '../utils/map-markers.ts';

/** The point distances are measured from, and what to call it. */
export interface MeMarker extends SearchCenter {
  label: string;
}

/** Where on the map's layer a point is drawn, in pixels. */
export type PlacePoint = (point: SearchCenter) => { x: number; y: number };

const pinned = (place: { x: number; y: number }) => ({
  position: 'absolute' as const,
  left: 0,
  top: 0,
  transform: `translate(${place.x}px, ${place.y}px) translate(-50%, -50%)`,
});

/**
 * The shops and clusters as buttons, in the order Tab visits them (reading order): Enter on
 * a shop opens its card, on a cluster zooms in until it comes apart. The member's own
 * position is marked but is no stop for the keyboard.
 */
export function MapMarkers({
  markers,
  me,
  place,
  openShopId,
  onOpenShop,
  onZoomIn,
}: {
  markers: MapMarker[];
  me: MeMarker | null;
  place: PlacePoint;
  openShopId: number | null;
  onOpenShop: (marker: Extract<MapMarker, { kind: 'shop' }>) => void;
  onZoomIn: (marker: Extract<MapMarker, { kind: 'cluster' }>) => void;
}) {
  return (
    <>
      {markers.map((marker) =>
        marker.kind === 'shop' ? (
          <button
            key={marker.key}
            type="button"
            aria-label={marker.label}
            aria-expanded={openShopId === marker.shop.retailerLocationId}
            onClick={() => onOpenShop(marker)}
            css={{
              ...pinned(place(marker)),
              ...markerLook,
              width: 26,
              height: 26,
              borderRadius: '50%',
              background:
                openShopId === marker.shop.retailerLocationId ? color.accent : color.primary,
            }}
          />
        ) : (
          <button
            key={marker.key}
            type="button"
            aria-label={marker.label}
            onClick={() => onZoomIn(marker)}
            css={{
              ...pinned(place(marker)),
              ...markerLook,
              minWidth: 36,
              height: 36,
              padding: '0 8px',
              borderRadius: radius.pill,
              background: color.primary,
              color: color.onPrimary,
              fontWeight: font.weight.bold,
              fontSize: font.size.sm,
            }}
          >
            {marker.count}
          </button>
        ),
      )}
      {/* Last, so that no marker hides it. */}
      {me && (
        <span
          role="img"
          aria-label={me.label}
          css={{
            ...pinned(place(me)),
            width: 18,
            height: 18,
            borderRadius: '50%',
            background: color.focus,
            border: `3px solid ${color.surface}`,
            boxShadow: `0 0 0 6px color-mix(in srgb, ${color.focus} 30%, transparent)`,
            pointerEvents: 'none',
          }}
        />
      )}
    </>
  );
}

const markerLook = {
  border: `2px solid ${color.surface}`,
  boxShadow: shadow.card,
  cursor: 'pointer',
  font: 'inherit',
  pointerEvents: 'auto' as const,
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2, zIndex: 1 },
};
