import type { MapBounds, RetailerLocation } from '@canopy/shared-core';
import type { MeMarker } from './map-markers.tsx';

/** What the lazily loaded map (map/shop-map.tsx) is told and tells back. */
export interface ShopMapProps {
  shops: RetailerLocation[];
  /** Frame the shops whenever they change (a new search), rather than stay where it is. */
  frame: boolean;
  /** Where distances are measured from (the member's position), marked; null when unknown. */
  me: MeMarker | null;
  /** A tile service's URL template (MAP_STYLE_URL); empty draws the bundled outlines. */
  tileUrl: string;
  openShopId: number | null;
  onOpenShop: (shop: RetailerLocation) => void;
  /** The member moved the map: what it shows now. */
  onMoved: (bounds: MapBounds) => void;
}
