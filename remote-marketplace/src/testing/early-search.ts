import {
  adoptEarlyRequests,
  nearbyRetailersSearch,
  searchRetailerLocations,
} from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { vi } from 'vitest';

/**
 * The marketplace's first search, answered with `shops` as if the host's entry script had
 * sent it while the app started: it has arrived, for the page to take. Returns its address.
 */
export async function firstSearchArrivedEarly(shops: unknown[]): Promise<string> {
  // The address the client gives the first search, as the entry script sends it too.
  const probe = stubApi({ '/api/retailers/location/distancesearch': listOf([]) });
  await searchRetailerLocations(
    nearbyRetailersSearch({ keyword: '', categoryId: null, near: null }),
  );
  const url = (probe.mock.calls[0]![0] as Request).url;
  vi.unstubAllGlobals();
  const answer = Promise.resolve({ ok: true, data: listOf(shops) });
  // The member in these tests has no token: the client sends none either.
  adoptEarlyRequests([{ url, authorization: null, sentAt: Date.now(), answer }]);
  await answer;
  await new Promise((settle) => setTimeout(settle, 0));
  return url;
}
