import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { SortableList } from '../sortable-list.tsx';

function Fruits({ initial = ['Apple', 'Banana', 'Cherry'] }: { initial?: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList label="Fruits" items={items} nameOf={(item) => item} onChange={setItems}>
      {(item) => <span>{item} fields</span>}
    </SortableList>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Fruits' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

it('moves an entry with the keyboard, keeps the focus on it and announces where it went', async () => {
  const user = userEvent.setup();
  render(<Fruits />);
  screen.getByRole('button', { name: 'Move Apple down' }).focus();
  await user.keyboard('{Enter}');
  expect(order()).toEqual(['Banana', 'Apple', 'Cherry']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Apple down' }));
  expect(screen.getByText('Apple moved to position 2 of 3.')).toBeTruthy();

  // Again: now last, its Down button is disabled, so the focus moves to its Up button.
  await user.keyboard('{Enter}');
  expect(order()).toEqual(['Banana', 'Cherry', 'Apple']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Apple up' }));
  expect(
    (screen.getByRole('button', { name: 'Move Apple down' }) as HTMLButtonElement).disabled,
  ).toBe(true);

  await user.keyboard(' ');
  expect(order()).toEqual(['Banana', 'Apple', 'Cherry']);
});

it('cannot move the first entry up, and removes an entry', async () => {
  const user = userEvent.setup();
  render(<Fruits />);
  expect(
    (screen.getByRole('button', { name: 'Move Apple up' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Remove Banana' }));
  expect(order()).toEqual(['Apple', 'Cherry']);
  expect(screen.getByText('Banana removed.')).toBeTruthy();
});
