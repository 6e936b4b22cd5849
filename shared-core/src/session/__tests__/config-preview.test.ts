import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/stub-api.ts';
import { apiBaseAtom, appConfigAtom, configPreviewAtom } from '../../state/app-atoms.ts';
import { store } from '../../state/store.ts';
import { startApp } from '../app-start.ts';
import { configPreviewId, configPreviewUrl } from '../config-preview.ts';
import { refusal } from '../../testing/envelopes.ts';

const DRAFT = '0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const published = { valid: true, message: '', item: { appName: 'Published' } };
const switchConfig = { valid: true, message: '', item: {} };

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}#/browse/activity-wall`);
}

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(appConfigAtom, null);
  store.set(configPreviewAtom, false);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: () => {} } });
});
afterEach(() => {
  openAt('');
  vi.unstubAllGlobals();
});

it('reads a draft id only in its own form, and builds the host address with it before the hash', () => {
  expect(configPreviewId(`?configPreview=${DRAFT}`)).toBe(DRAFT);
  expect(configPreviewId('?configPreview=../../users/me')).toBeNull();
  expect(configPreviewId('')).toBeNull();
  expect(configPreviewUrl(DRAFT, '/home', 'https://canopy.example/#/console/config')).toBe(
    `https://canopy.example/?configPreview=${DRAFT}#/home`,
  );
});

it("renders an operator's draft, marked as a preview", async () => {
  stubApi({
    '/api/sirqul/appconfig': published,
    '/api/sirqul/switchconfig': switchConfig,
    [`/api/staff/config/drafts/${DRAFT}`]: { valid: true, message: '', item: { appName: 'Draft' } },
  });
  openAt(`?configPreview=${DRAFT}`);
  await startApp();
  expect(store.get(appConfigAtom)?.appName).toBe('Draft');
  expect(store.get(configPreviewAtom)).toBe(true);
});

it('gives anyone the API refuses the draft to the published configuration, unmarked', async () => {
  stubApi({
    '/api/sirqul/appconfig': published,
    '/api/sirqul/switchconfig': switchConfig,
    [`/api/staff/config/drafts/${DRAFT}`]: () =>
      refusal(403, 'ROLE_REQUIRED', 'Only operators may do this.'),
  });
  openAt(`?configPreview=${DRAFT}`);
  await startApp();
  expect(store.get(appConfigAtom)?.appName).toBe('Published');
  expect(store.get(configPreviewAtom)).toBe(false);
});
