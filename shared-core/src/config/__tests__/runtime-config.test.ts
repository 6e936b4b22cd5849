import { describe, expect, it } from 'vitest';
import { cardPaymentsAtom, mapStyleUrlAtom } from '../../state/app-atoms.ts';
import { store } from '../../state/store.ts';
import { applyRuntimeConfig } from '../runtime-config.ts';

describe('runtime config', () => {
  it("hands the map's tile service to the app, and nothing when it is not set", () => {
    const tiles = 'https://tiles.example.test/{z}/{x}/{y}.png';
    applyRuntimeConfig({ apiBase: 'https://api.example.test/api', mapStyleUrl: tiles });
    expect(store.get(mapStyleUrlAtom)).toBe(tiles);
    applyRuntimeConfig({ apiBase: 'https://api.example.test/api' });
    expect(store.get(mapStyleUrlAtom)).toBe('');
  });

  it('hands the card payments key to the app only when the deployment sets one', () => {
    applyRuntimeConfig({
      apiBase: 'https://api.example.test/api',
      stripePublishableKey: 'pk_test_x',
      stripeJsUrl: '',
    });
    expect(store.get(cardPaymentsAtom)).toEqual({ publishableKey: 'pk_test_x', stripeJsUrl: '' });
    applyRuntimeConfig({ apiBase: 'https://api.example.test/api' });
    expect(store.get(cardPaymentsAtom)).toEqual({ publishableKey: '', stripeJsUrl: '' });
  });
});
