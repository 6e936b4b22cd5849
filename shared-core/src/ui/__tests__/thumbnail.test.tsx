import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Thumbnail } from '../thumbnail.tsx';

it('draws a decorative picture of its size, fetched late, and nothing without a file', () => {
  const { container, rerender } = render(<Thumbnail src="/media/a.png" size={44} />);
  const image = container.querySelector('img');
  expect(image?.getAttribute('alt')).toBe('');
  expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['44', '44']);
  expect(image?.getAttribute('loading')).toBe('lazy');

  rerender(<Thumbnail src="/media/cover.png" size={[800, 300]} lazy={false} />);
  const cover = container.querySelector('img');
  expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['800', '300']);
  expect(cover?.hasAttribute('loading')).toBe(false);

  rerender(<Thumbnail src={null} size={44} />);
  expect(container.querySelector('img')).toBeNull();
});
