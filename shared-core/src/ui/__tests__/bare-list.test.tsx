import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { BareList } from '../bare-list.tsx';

it('is a list of its items without bullets, margin or padding', () => {
  render(
    <BareList aria-label="Links" gap="sm">
      <li>One</li>
      <li>Two</li>
    </BareList>,
  );
  const list = screen.getByRole('list', { name: 'Links' });
  expect(list.tagName).toBe('UL');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  const style = getComputedStyle(list);
  expect([style.listStyleType || style.listStyle, style.margin, style.padding]).toEqual([
    'none',
    '0px',
    '0px',
  ]);
  expect([style.display, style.gap]).toEqual(['grid', '8px']);
});

it('numbers nothing in an ordered list and wraps its items when asked', () => {
  render(
    <BareList ordered flow="wrap" gap="xs" aria-label="Steps">
      <li>First</li>
    </BareList>,
  );
  const list = screen.getByRole('list', { name: 'Steps' });
  expect(list.tagName).toBe('OL');
  const style = getComputedStyle(list);
  expect([style.display, style.flexWrap, style.gap]).toEqual(['flex', 'wrap', '4px']);
});
