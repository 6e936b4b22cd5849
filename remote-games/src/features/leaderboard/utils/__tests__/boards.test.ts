import { expect, it } from 'vitest';
import { boardFromSearch, scoreText } from '../boards.ts';

it('reads the board from the URL, falling back to all-time points on page 1', () => {
  expect(boardFromSearch(new URLSearchParams('type=TICKETS&window=WEEK&page=3'))).toEqual({
    rankType: 'TICKETS',
    window: 'WEEK',
    page: 3,
  });
  expect(boardFromSearch(new URLSearchParams('type=GOLD&window=YEAR&page=-2'))).toEqual({
    rankType: 'POINTS',
    window: 'ALL',
    page: 1,
  });
});

it('names the value a board ranks by', () => {
  expect(scoreText('POINTS', 1)).toBe('1 point');
  expect(scoreText('LEVELS', 4)).toBe('4 levels');
});
