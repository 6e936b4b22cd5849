import {
  isApiFailure,
  locationAtom,
  nearbyRetailersSearch,
  searchRetailerLocations,
  store,
  useApiResource,
  type Category,
  type SearchCenter,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

export interface NearbySearch {
  keyword: string;
  categoryId: number | null;
  near: SearchCenter | null;
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
  const [categories, setCategories] = useState<Category[]>([]);
  const [state, reload] = useApiResource(
    async (signal) => {
      // The same search the host's entry script sends for the first page, so it is taken.
      const result = await searchRetailerLocations(
        nearbyRetailersSearch({ keyword, categoryId, near }),
        signal,
      );
      if (!isApiFailure(result)) {
        const found = result.items.flatMap((retailer) =>
          (retailer.categories ?? []).filter(
            (category): category is Category => typeof category === 'object',
          ),
        );
        setCategories((known) => mergeCategories(known, found));
      }
      return result;
    },
    [keyword, categoryId, near?.latitude, near?.longitude, latitude, longitude],
    // The marketplace's landing list: coming back to it from another area draws at once.
    { remember: 'nearby-retailers' },
  );
  return { retailers: state, reload, categories };
}
