import type { MapBounds, RetailerLocation, SearchCenter } from '@canopy/shared-core';

/** What the lazily loaded map (map/shop-map.tsx) is told and tells back. */
export interface ShopMapProps {
  shops: RetailerLocation[];
  /** Frame the shops whenever they change (a new search), rather than stay where it is. */
  frame: boolean;
  /** The member's own position, marked on the map; null when unknown. */
  me: SearchCenter | null;
  /** A tile service's URL template (MAP_STYLE_URL); empty draws the bundled outlines. */
  tileUrl: string;
  openShopId: number | null;
  onOpenShop: (shop: RetailerLocation) => void;
  /** The member moved the map: what it shows now. */
  onMoved: (bounds: MapBounds) => void;
}
