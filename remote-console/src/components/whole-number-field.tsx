import { TextInput } from '@canopy/shared-core';

/** A required whole number from `min` to `max` (days, a threshold); `onChange` gets the typed text. */
export function WholeNumberField({
  label,
  hint,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  min: number;
  max: number;
  value: string;
  onChange: (typed: string) => void;
}) {
  return (
    <TextInput
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
