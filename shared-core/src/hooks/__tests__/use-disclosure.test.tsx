import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { useDisclosure } from '../use-disclosure.ts';

function Details() {
  const details = useDisclosure();
  return (
    <>
      <button type="button" {...details.toggle}>
        Details
      </button>
      <p id={details.panelId} hidden={!details.open}>
        The small print
      </p>
    </>
  );
}

it('shows and hides its part, and says which part and whether it is open', async () => {
  const user = userEvent.setup();
  render(<Details />);
  const button = screen.getByRole('button', { name: 'Details' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.getByText('The small print').id).toBe(button.getAttribute('aria-controls'));
  expect(screen.getByText('The small print').hidden).toBe(true);

  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByText('The small print').hidden).toBe(false);
});
