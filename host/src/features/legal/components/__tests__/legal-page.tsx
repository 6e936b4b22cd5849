import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a legal page at its own address (its contents link to `path#section`). */
export function renderLegalPage(path: string, page: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

/** The section a level-2 heading of the page opens. */
export function sectionOf(heading: RegExp): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`No section for ${heading}`);
  return section;
}

export const sectionText = (heading: RegExp) => sectionOf(heading).textContent ?? '';
