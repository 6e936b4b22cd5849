import {
  apiBaseAtom,
  cartAlbumIdAtom,
  cartAtom,
  emptyCart,
  locationAtom,
  store,
  toastsAtom,
} from '@canopy/shared-core';
import { renderAt } from '@canopy/shared-core/testing';
import type { ReactNode } from 'react';
import MarketplaceRoutes from '../app/routes.tsx';

/**
 * Renders the marketplace's routes at `path`, as the host mounts them under /browse, with
 * `beside` in the same router (something that reads or moves the history, say).
 */
export function renderRoute(path: string, beside?: ReactNode) {
  return renderAt(path, <MarketplaceRoutes />, { route: '/browse/*', beside });
}

/** A known API base and position, and an empty cart that is not saved anywhere. */
export function resetStore() {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(locationAtom, { latitude: 38.97, longitude: -95.23 });
  store.set(cartAlbumIdAtom, null);
  store.set(cartAtom, emptyCart());
  store.set(toastsAtom, []);
}

/**
 * A stubApi route that answers `answer` (or a function of the request body) and keeps
 * every request's method and JSON body.
 */
export function recording(answer: unknown | ((body: unknown, method: string) => unknown)) {
  const requests: Array<{ method: string; body: Promise<unknown> }> = [];
  const route = (_url: URL, request: Request) => {
    const body = request
      .clone()
      .text()
      .then((text) => (text ? JSON.parse(text) : undefined));
    requests.push({ method: request.method, body });
    if (typeof answer !== 'function') return answer;
    // stubApi answers synchronously; the body arrives later, so the answer streams.
    const reply = answer as (body: unknown, method: string) => unknown;
    const stream = new ReadableStream({
      async start(controller) {
        const json = JSON.stringify(reply(await body, request.method));
        controller.enqueue(new TextEncoder().encode(json));
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'Content-Type': 'application/json' } });
  };
  return {
    route,
    /** Bodies sent with `method` (POST by default), in order. */
    bodies: (method = 'POST') =>
      Promise.all(requests.filter((request) => request.method === method).map((r) => r.body)),
  };
}
