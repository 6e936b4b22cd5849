import { consolePath, type PathPart } from '@canopy/shared-core';
import type { ConsoleSection } from '../app/sections.ts';

/** A page in one of the console's sections: one it does not declare fails the type-check. */
const at: (section: ConsoleSection, ...parts: PathPart[]) => string = consolePath;

/** The addresses of the console's pages. */
export const consolePaths = {
  overview: () => at('overview'),
  queue: () => at('queue'),
  settings: () => at('settings'),
  staff: () => at('staff'),
  shops: () => at('shops'),
  audit: () => at('audit'),
  dashboard: () => at('dashboard'),
  releases: () => at('releases'),
  config: () => at('config'),
  configHistory: () => at('config', 'history'),
  words: () => at('words'),
};
