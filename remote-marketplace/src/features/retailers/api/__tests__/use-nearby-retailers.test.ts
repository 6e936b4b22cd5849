import { renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { firstSearchArrivedEarly } from '../../../../testing/early-search.ts';
import { lawrenceShop } from '../../../../testing/fixtures.ts';
import { resetStore } from '../../../../testing/render-route.tsx';
import { useNearbyRetailers } from '../use-nearby-retailers.ts';

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

it('has the shops and their categories in the same commit, the first one when the search arrived early', async () => {
  await firstSearchArrivedEarly([lawrenceShop]);

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
