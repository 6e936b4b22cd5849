import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { SelectField } from '../select-field.tsx';

it('is a drop-down named by its label, described by its hint, that gives the chosen value', async () => {
  const onChange = vi.fn();
  render(
    <SelectField
      label="Quiz pack"
      hint="The pack both of you play"
      value="1"
      options={[
        { value: '1', label: 'Terpenes' },
        { value: '2', label: 'Soil' },
      ]}
      onChange={onChange}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Quiz pack' });
  expect(select.getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Terpenes',
    'Soil',
  ]);
  await userEvent.selectOptions(select, 'Soil');
  expect(onChange).toHaveBeenCalledWith('2');
});
