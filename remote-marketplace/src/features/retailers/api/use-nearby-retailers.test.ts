import { renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { firstSearchArrivedEarly } from '../../../testing/early-search.ts';
import { resetStore } from '../../../testing/render-route.tsx';
import { useNearbyRetailers } from './use-nearby-retailers.ts';

const shop = {
  retailerLocationId: 1,
  name: 'Prairie Leaf Co. Lawrence',
  latitude: 38.97,
  longitude: -95.23,
  distance: 0.4,
  locationDisplay: 'Lawrence, KS',
  hours: [],
  categories: [
    { categoryId: 1, name: 'Flower' },
    { categoryId: 2, name: 'Edibles' },
  ],
};

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

it('has the shops and their categories in the same commit, the first one when the search arrived early', async () => {
  await firstSearchArrivedEarly([shop]);

  const commits: Array<{ shops: string; categories: string[] }> = [];
  renderHook(() => {
    const { retailers, categories } = useNearbyRetailers({
      keyword: '',
      categoryId: null,
      near: null,
    });
    const shops =
      retailers.status === 'ready' ? retailers.data.items.map((s) => s.name).join() : '';
    useLayoutEffect(() => {
      commits.push({ shops, categories: categories.map((category) => category.name) });
    });
  });
  expect(commits[0]).toEqual({
    shops: 'Prairie Leaf Co. Lawrence',
    categories: ['Flower', 'Edibles'],
  });
});
