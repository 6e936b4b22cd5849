import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  contentSecurityPolicy,
  hostPageSources,
  originOf,
  SERVICE_WORKER,
  SERVICE_WORKER_HEADERS,
  stripeOrigins,
} from './security-headers.ts';

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

test("Stripe's origins are in the host page's policy only when card payments are configured", () => {
  const none = contentSecurityPolicy(
    hostPageSources({ ...origins, mapTiles: null, payments: stripeOrigins('') }),
  );
  assert.doesNotMatch(none, /stripe/);
  assert.equal(directive(none, 'frame-src'), '');

  const stripe = contentSecurityPolicy(
    hostPageSources({ ...origins, mapTiles: null, payments: stripeOrigins('pk_live_x') }),
  );
  assert.match(directive(stripe, 'script-src'), / https:\/\/js\.stripe\.com /);
  assert.match(directive(stripe, 'connect-src'), / https:\/\/api\.stripe\.com/);
  assert.equal(
    directive(stripe, 'frame-src'),
    "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://m.stripe.network",
  );
  assert.doesNotMatch(directive(stripe, 'img-src'), /stripe/);

  // A local fake of Stripe.js (tests) replaces every Stripe origin by its own.
  const fake = contentSecurityPolicy(
    hostPageSources({
      ...origins,
      mapTiles: null,
      payments: stripeOrigins('pk_test_x', 'http://localhost:3130/stripe.js'),
    }),
  );
  assert.doesNotMatch(fake, /stripe\.com|stripe\.network/);
  assert.equal(directive(fake, 'frame-src'), "frame-src 'self' http://localhost:3130");
  assert.match(directive(fake, 'script-src'), / http:\/\/localhost:3130$/);
});

test("the page's CSP lets only its own origin install a service worker; sw.js is revalidated at the root scope", () => {
  assert.match(contentSecurityPolicy(), /(?:^|; )worker-src 'self'(?:;|$)/);
  assert.deepEqual(SERVICE_WORKER_HEADERS, {
    'Service-Worker-Allowed': '/',
    'Cache-Control': 'no-cache',
  });
  assert.equal(SERVICE_WORKER, 'sw.js');
});
