import { atom } from 'jotai';
import type { AppConfig, SwitchConfig } from '../api/types.ts';

/** Where the platform API lives; set from the runtime config at start. */
export const apiBaseAtom = atom('http://localhost:4000/api');

/** Application keys by subdomain (SPEC §7); from the runtime config. */
export const appKeysAtom = atom<Record<string, { defaultAppKey: string }>>({});

/** Host of the provider's storage bucket, which must never receive the bearer token. */
export const storageBucketHostAtom = atom<string | null>(null);

/** The share-buttons widget's script (SPEC §2 static pages); empty when not configured. */
export const shareWidgetUrlAtom = atom('');

/**
 * The dispensary map's tile service, a URL template such as
 * `https://tiles.example.com/{z}/{x}/{y}.png`; empty draws the built-in US outlines only.
 */
export const mapStyleUrlAtom = atom('');

/**
 * Card payments through Stripe, when the deployment configures them: the publishable key,
 * and (tests only) another address for Stripe.js. Empty key: reloads are demo credit and
 * Stripe.js is never loaded.
 */
export const cardPaymentsAtom = atom<{ publishableKey: string; stripeJsUrl: string }>({
  publishableKey: '',
  stripeJsUrl: '',
});

export const appConfigAtom = atom<AppConfig | null>(null);
/** The page shows an operator's draft configuration, not the published one (a preview). */
export const configPreviewAtom = atom(false);
export const switchConfigAtom = atom<SwitchConfig | null>(null);

export const rightPanelOpenAtom = atom(false);

/** SPEC §4: the header's search is shown or hidden. */
export const searchOpenAtom = atom(false);
