import { expect, it } from 'vitest';
import { addItem, moveItem } from '../list-order.ts';

it('moves an item one place up or down, and leaves the ends where they are', () => {
  expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
});

it('adds an album once, at the end', () => {
  expect(addItem([1, 2], 3)).toEqual([1, 2, 3]);
  expect(addItem([1, 2], 1)).toEqual([1, 2]);
});
