// The map's markers as data: shops grouped into clusters where they would overlap, each with
// the name a screen reader or a keyboard user meets. Pure, so it is tested without a map.
import type { MapBounds, RetailerLocation } from '@canopy/shared-core';
import Supercluster from 'supercluster';
import { formatDistance } from '../../../utils/distance.ts';

/** What part of the world the map shows, and how closely. */
export interface MapView {
  bounds: MapBounds;
  zoom: number;
}

interface ShopProperties {
  shop: RetailerLocation;
}

export type MapMarker =
  | {
      kind: 'shop';
      key: string;
      latitude: number;
      longitude: number;
      label: string;
      shop: RetailerLocation;
    }
  | {
      kind: 'cluster';
      key: string;
      latitude: number;
      longitude: number;
      label: string;
      count: number;
      /** The zoom at which the cluster comes apart. */
      expansionZoom: number;
    };

/** Markers closer than this many pixels join one cluster. */
const CLUSTER_RADIUS_PX = 48;
/** Past this zoom nothing clusters: shops on one street are told apart. */
const CLUSTER_MAX_ZOOM = 15;
/** Shops a cluster's name lists before "and N more". */
const NAMED_IN_CLUSTER = 3;

export type ShopClusters = Supercluster<ShopProperties>;

export function clusterShops(shops: readonly RetailerLocation[]): ShopClusters {
  const index = new Supercluster<ShopProperties>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    shops.map((shop) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [shop.longitude, shop.latitude] },
      properties: { shop },
    })),
  );
  return index;
}

export function shopLabel(shop: RetailerLocation): string {
  return `${shop.name}, ${formatDistance(shop.distance)} away`;
}

function clusterLabel(count: number, names: string[]): string {
  const more = count - names.length;
  const listed = more > 0 ? `${names.join(', ')} and ${more} more` : joinNames(names);
  return `${count} dispensaries: ${listed}. Zoom in`;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The markers in view, in reading order (top to bottom, then left to right), which is the
 * order Tab visits them.
 */
export function markersInView(index: ShopClusters, view: MapView): MapMarker[] {
  const { west, south, east, north } = view.bounds;
  const zoom = Math.max(0, Math.round(view.zoom));
  const markers = index.getClusters([west, south, east, north], zoom).map((feature) => {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      const clusterId = properties.cluster_id;
      const names = index
        .getLeaves(clusterId, NAMED_IN_CLUSTER)
        .map((leaf) => leaf.properties.shop.name);
      return {
        kind: 'cluster' as const,
        key: `cluster-${clusterId}`,
        latitude,
        longitude,
        count: properties.point_count,
        expansionZoom: index.getClusterExpansionZoom(clusterId),
        label: clusterLabel(properties.point_count, names),
      };
    }
    const { shop } = properties as ShopProperties;
    return {
      kind: 'shop' as const,
      key: `shop-${shop.retailerLocationId}`,
      latitude,
      longitude,
      shop,
      label: shopLabel(shop),
    };
  });
  return markers.sort((a, b) => b.latitude - a.latitude || a.longitude - b.longitude);
}
