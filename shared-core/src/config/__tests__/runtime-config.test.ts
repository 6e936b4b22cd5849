import { describe, expect, it } from 'vitest';
import { mapStyleUrlAtom } from '../../state/app-atoms.ts';
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
});
