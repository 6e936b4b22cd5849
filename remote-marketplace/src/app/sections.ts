// The /browse sections this remote serves: the host hands /browse/<section>/… to it.
// Pure data, no imports: the build (webpack.config.mjs) writes the list into the
// remote's mf-manifest.json, where the host reads it at runtime. A section added here
// (and routed in routes.tsx) ships with this remote's next release; the host is not
// rebuilt.
export const BROWSE_SECTIONS = [
  'marketplace',
  'checkout',
  'wallet',
  'payments',
  'business',
] as const;

export type MarketplaceSection = (typeof BROWSE_SECTIONS)[number];
