import {
  locationAtom,
  nearbyRetailersSearch,
  searchRetailerLocations,
  store,
  arrivedRetailerLocations,
  useApiResource,
  type Category,
  type RetailerLocation,
  type SearchCenter,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

export interface NearbySearch {
  keyword: string;
  categoryId: number | null;
  near: SearchCenter | null;
}

function categoriesOf(retailers: RetailerLocation[]): Category[] {
  return retailers.flatMap((retailer) =>
    (retailer.categories ?? []).filter(
      (category): category is Category => typeof category === 'object',
    ),
  );
}

function mergeCategories(known: Category[], found: Category[]): Category[] {
  const byId = new Map(known.map((category) => [category.categoryId, category]));
  for (const category of found) byId.set(category.categoryId, category);
  if (byId.size === known.length) return known;
  return [...byId.values()].sort((a, b) => a.categoryId - b.categoryId);
}

/**
 * Retailer locations nearest first, and every category seen so far (so filtering to one
 * category does not hide the others' buttons).
 */
export function useNearbyRetailers({ keyword, categoryId, near }: NearbySearch) {
  // The client adds the member's location to the query; re-search when it becomes known.
  const { latitude, longitude } = useAtomValue(locationAtom, { store });
  const search = nearbyRetailersSearch({ keyword, categoryId, near });
  const [state, reload] = useApiResource(
    (signal) => searchRetailerLocations(search, signal),
    [keyword, categoryId, near?.latitude, near?.longitude, latitude, longitude],
    {
      // The marketplace's landing list: coming back to it from another area draws at once.
      remember: 'nearby-retailers',
      // The host's entry script sends the first page's search: drawn with the first render.
      arrived: () => arrivedRetailerLocations(search),
    },
  );
  // The filters come with the shops, in the same frame (set during render, React's way to
  // derive state): a render later, the buttons would push the drawn tiles down.
  const [seen, setSeen] = useState<{ answer: unknown; categories: Category[] }>({
    answer: null,
    categories: [],
  });
  if (state.status === 'ready' && state.data !== seen.answer) {
    setSeen({
      answer: state.data,
      categories: mergeCategories(seen.categories, categoriesOf(state.data.items)),
    });
  }
  return { retailers: state, reload, categories: seen.categories };
}
