import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentSecurityPolicy, hostPageSources, originOf } from './security-headers.ts';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

const origins = {
  api: 'https://api.example.test',
  media: 'https://media.example.test',
  remotes: ['https://shop.example.test'],
  shareWidget: null,
};

test("the map's tile service may serve images to the host's page only when it is set", () => {
  const tiles = originOf('https://tiles.example.test/styles/{z}/{x}/{y}.png');
  assert.equal(tiles, 'https://tiles.example.test');
  const withTiles = contentSecurityPolicy(hostPageSources({ ...origins, mapTiles: tiles }));
  assert.equal(
    directive(withTiles, 'img-src'),
    "img-src 'self' data: blob: https://api.example.test https://media.example.test https://tiles.example.test",
  );
  // Images only: the tiles are <img> elements, nothing else goes to that origin.
  for (const other of ['script-src', 'connect-src', 'media-src']) {
    assert.doesNotMatch(directive(withTiles, other), /tiles\.example\.test/);
  }
  const without = contentSecurityPolicy(hostPageSources({ ...origins, mapTiles: null }));
  assert.equal(
    directive(without, 'img-src'),
    "img-src 'self' data: blob: https://api.example.test https://media.example.test",
  );
});
