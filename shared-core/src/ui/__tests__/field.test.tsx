import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Field, FormError, TextInput } from '../field.tsx';

it('names the text box by its label and describes it by its hint', () => {
  render(<TextInput label="E-mail address" hint="We never show it." type="email" />);
  const input = screen.getByLabelText('E-mail address');
  expect(input.getAttribute('type')).toBe('email');
  expect(input.getAttribute('aria-invalid')).toBeNull();
  const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toBe('We never show it.');
});

it('marks the text box invalid and reads the error with the hint', () => {
  render(<TextInput label="Handle" hint="3–30 letters." error="That handle is taken." />);
  const input = screen.getByLabelText('Handle');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['3–30 letters.', 'That handle is taken.']);
  expect(screen.getByRole('alert').textContent).toBe('That handle is taken.');
});

it('ties any control to its label, as a select in a field', () => {
  render(
    <Field label="Quiz pack">
      {(control) => (
        <select {...control}>
          <option>Plant Basics</option>
        </select>
      )}
    </Field>,
  );
  expect(screen.getByRole('combobox', { name: 'Quiz pack' })).toBeTruthy();
  expect(screen.getByRole('combobox').hasAttribute('aria-describedby')).toBe(false);
});

it('shows no error until there is one', () => {
  const { rerender } = render(<FormError message={null} />);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<FormError message="Wrong password." />);
  expect(screen.getByRole('alert').textContent).toBe('Wrong password.');
});
