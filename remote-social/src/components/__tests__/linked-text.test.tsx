import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { LinkedText } from '../linked-text.tsx';

const TEXT = 'Heap day #Compost, see https://example.com/#soil and a#b &#38; <b>x</b>';

it('links #tags to their tag page and web addresses out, leaving the rest as text', () => {
  const { container } = render(
    <MemoryRouter>
      <p>
        <LinkedText text={TEXT} />
      </p>
    </MemoryRouter>,
  );
  const tag = screen.getByRole('link', { name: '#Compost' });
  expect(tag.getAttribute('href')).toBe('/browse/tag/compost');
  expect(tag.getAttribute('target')).toBeNull();
  const web = screen.getByRole('link', { name: 'https://example.com/#soil' });
  expect(web.getAttribute('rel')).toBe('nofollow ugc noopener');
  expect(screen.getAllByRole('link')).toHaveLength(2);
  expect(container.querySelector('b')).toBeNull();
  expect(container.textContent).toBe(TEXT);
});
