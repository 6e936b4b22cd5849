// The map's built-in background: US land, state and county outlines drawn as vector layers
// from the Census Bureau's TopoJSON (us-atlas), bundled with the app so the map needs no
// tile server and works offline. Counties only load once the map is zoomed in to them.
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type StatesAtlas = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
type CountiesAtlas = Topology<{ counties: GeometryCollection }>;

// A JSON module's inferred type has arrays where TopoJSON has pairs: read as the spec says.
const topology = <T>(module: unknown) => (module as { default: T }).default;

export interface Outlines {
  land: GeoJSON.GeoJSON;
  states: GeoJSON.GeoJSON;
}

/** The land and the borders between states. */
export async function stateOutlines(): Promise<Outlines> {
  const atlas = topology<StatesAtlas>(await import('us-atlas/states-10m.json'));
  return {
    land: feature(atlas, atlas.objects.nation),
    states: mesh(atlas, atlas.objects.states, (a, b) => a !== b),
  };
}

/** The borders between counties of one state (a county's FIPS code starts with its state's). */
export async function countyOutlines(): Promise<GeoJSON.GeoJSON> {
  const atlas = topology<CountiesAtlas>(await import('us-atlas/counties-10m.json'));
  const stateOf = (county: { id?: string | number }) => String(county.id).slice(0, 2);
  return mesh(atlas, atlas.objects.counties, (a, b) => a !== b && stateOf(a) === stateOf(b));
}
