// What a host's entry script may import from shared-core before the shared libraries are
// negotiated: pure code and constants only (no store, no React). Bundled into the entry
// as a module of its own, not shared.
export {
  BROWSE_REMOTE_NAMES,
  REMOTE_NAMES,
  REMOTE_ROUTES_EXPOSE,
  manifestSections,
  sectionOwners,
  type RemoteName,
  type RemoteSections,
} from './federation/remote-contract.ts';
export { BROWSE_ROOT } from './federation/browse-paths.ts';
export { checkRuntimeConfig } from './config/runtime-config-file.ts';
export { fetchStaticJson } from './config/static-json.ts';
export {
  hasStoredSession,
  saveLandingAnswer,
  sendLandingRequest,
} from './session/landing-requests.ts';
export type { EarlyRequest } from './http/early-answers.ts';
