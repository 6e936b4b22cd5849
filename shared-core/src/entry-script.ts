// What a host's entry script may import from shared-core before the shared libraries are
// negotiated: pure code and constants only (no store, no React). Bundled into the entry
// as a module of its own, not shared.
export {
  REMOTE_NAMES,
  REMOTE_ROUTES_EXPOSE,
  type RemoteName,
} from './federation/remote-contract.ts';
export { checkRuntimeConfig } from './config/runtime-config-file.ts';
export { fetchStaticJson } from './config/static-json.ts';
export { hasStoredSession, sendLandingRequest } from './session/landing-requests.ts';
export type { EarlyRequest } from './http/early-answers.ts';
