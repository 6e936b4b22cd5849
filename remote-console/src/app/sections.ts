// The console's pages, below /console: the host mounts the whole console there for staff
// alone, and never routes a /browse section to it. Pure data, no imports: the build
// (webpack.config.mjs) checks the list and writes it into the remote's mf-manifest.json.
export const CONSOLE_SECTIONS = [
  'overview',
  'queue',
  'staff',
  'shops',
  'audit',
  'settings',
  'words',
  'dashboard',
  'releases',
  'config',
] as const;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];
