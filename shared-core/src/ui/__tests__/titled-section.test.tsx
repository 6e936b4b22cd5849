import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TitledSection } from '../titled-section.tsx';

it('is a region named by its heading, its parts stacked the given gap apart', () => {
  render(
    <TitledSection title="Opening hours" gap="sm">
      <p>Monday</p>
    </TitledSection>,
  );
  const region = screen.getByRole('region', { name: 'Opening hours' });
  expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeTruthy();
  expect(region.textContent).toContain('Monday');
  expect(getComputedStyle(region).gap).toBe('8px');
});
