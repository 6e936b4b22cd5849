// The dispensary map itself, and the only module that imports Leaflet: loaded on its own
// when the member first opens the map, so the list's first load does not carry it.
import { Global } from '@emotion/react';
import { color, font, radius, type MapBounds, type SearchCenter } from '@canopy/shared-core';
import * as L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MapMarkers } from '../components/map-markers.tsx';
import type { ShopMapProps } from '../components/shop-map-props.ts';
import { clusterShops, markersInView, type MapView } from '../utils/map-markers.ts';
import { countyOutlines, stateOutlines } from './us-basemap.ts';

/** County lines appear from this zoom on (a state fills the screen). */
const COUNTY_ZOOM = 7;
/** Where the map starts with no shops to show: SPEC §3's central-US point. */
const CENTRAL_US: L.LatLngTuple = [39.8283, -98.5795];

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** What the map shows, as the API takes it (a world-wide view is cut to ±180°, ±90°). */
function visibleBounds(map: L.Map): MapBounds {
  const bounds = map.getBounds();
  return {
    south: clamp(bounds.getSouth(), 90),
    west: clamp(bounds.getWest(), 180),
    north: clamp(bounds.getNorth(), 90),
    east: clamp(bounds.getEast(), 180),
  };
}

/** Draws the bundled outlines, county lines once zoomed in; styled by the theme (see css). */
function drawOutlines(map: L.Map): void {
  const outline = (data: GeoJSON.GeoJSON, className: string) =>
    L.geoJSON(data, { interactive: false, style: { className } }).addTo(map);
  let states: L.GeoJSON | undefined;
  void stateOutlines().then((outlines) => {
    if (!map.getContainer().isConnected) return;
    outline(outlines.land, 'canopy-map-land');
    states = outline(outlines.states, 'canopy-map-state');
  });
  let counties = false;
  const addCounties = () => {
    if (counties || map.getZoom() < COUNTY_ZOOM) return;
    counties = true;
    void countyOutlines().then((data) => {
      if (!map.getContainer().isConnected) return;
      outline(data, 'canopy-map-county');
      states?.bringToFront();
    });
  };
  map.on('zoomend', addCounties);
  addCounties();
}

export default function ShopMap({
  shops,
  frame,
  me,
  tileUrl,
  openShopId,
  onOpenShop,
  onMoved,
}: ShopMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ map: L.Map; pane: HTMLElement } | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const onMovedNow = useRef(onMoved);
  useEffect(() => {
    onMovedNow.current = onMoved;
  }, [onMoved]);
  // Set by the member's own input (pointer, wheel, keys) inside the map: only the moves that
  // follow it offer "Search this area", not a fit to new results or a resized window.
  const touched = useRef(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    // SVG, so that the theme's colours style the outlines (see mapLook).
    const created = L.map(element, { minZoom: 3, maxZoom: 17, renderer: L.svg({ padding: 0.5 }) });
    created.setView(CENTRAL_US, 4, { animate: false });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(created);
    else drawOutlines(created);
    const pane = created.createPane('canopy-shops');
    // A press on a marker is a click on it, never the start of a drag of the map.
    L.DomEvent.disableClickPropagation(pane);
    const touch = () => (touched.current = true);
    const inputs = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const input of inputs) element.addEventListener(input, touch, true);
    const show = () => setView({ bounds: visibleBounds(created), zoom: created.getZoom() });
    created.on('moveend', () => {
      show();
      if (touched.current) onMovedNow.current(visibleBounds(created));
    });
    show();
    setMap({ map: created, pane });
    return () => {
      for (const input of inputs) element.removeEventListener(input, touch, true);
      created.remove();
    };
  }, [tileUrl]);

  // New results (another search): the map frames them, which is no move of the member's.
  useEffect(() => {
    if (!map || !frame) return;
    touched.current = false;
    const points = shops.map((shop): L.LatLngTuple => [shop.latitude, shop.longitude]);
    if (points.length > 0) {
      map.map.fitBounds(L.latLngBounds(points).pad(0.15), { animate: false, maxZoom: 13 });
    }
  }, [map, shops, frame]);

  const clusters = useMemo(() => clusterShops(shops), [shops]);
  const markers = view ? markersInView(clusters, view) : [];
  const place = (point: SearchCenter) =>
    map!.map.latLngToLayerPoint([point.latitude, point.longitude]);

  return (
    <>
      <Global styles={leafletCss} />
      <div
        ref={holder}
        role="group"
        aria-label="Map: drag it or use the arrow keys to move, + and - to zoom"
        css={mapLook}
      />
      {map &&
        createPortal(
          <MapMarkers
            markers={markers}
            me={me}
            place={place}
            openShopId={openShopId}
            onOpenShop={(marker) => onOpenShop(marker.shop)}
            onZoomIn={(marker) =>
              map.map.flyTo([marker.latitude, marker.longitude], marker.expansionZoom)
            }
          />,
          map.pane,
        )}
    </>
  );
}

const mapLook = {
  height: 'min(65vh, 560px)',
  minHeight: 320,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surfaceAlt,
  fontFamily: font.family,
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  '& .canopy-map-land': { fill: color.surface, fillOpacity: 1, stroke: 'none' },
  '& .canopy-map-state': { fill: 'none', stroke: color.textMuted, strokeWidth: 1 },
  '& .canopy-map-county': { fill: 'none', stroke: color.border, strokeWidth: 0.6 },
  // The markers follow a zoom once it ends; meanwhile they would float at the old scale.
  '&.leaflet-zoom-anim .leaflet-canopy-shops-pane': { visibility: 'hidden' as const },
  '& .leaflet-bar a, & .leaflet-bar a:hover': {
    background: color.surface,
    color: color.text,
    borderColor: color.border,
  },
  '& .leaflet-control-attribution': {
    background: color.surface,
    color: color.textMuted,
    '& a': { color: color.primary },
  },
};
