import { Field, inputCss } from '@canopy/shared-core';

/** The required reason of a staff action, which the audit log keeps (up to 500 characters). */
export function ReasonField({
  label = 'Reason (kept in the audit log)',
  rows = 3,
  value,
  onChange,
}: {
  label?: string;
  rows?: number;
  value: string;
  onChange: (reason: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <textarea
          {...control}
          required
          maxLength={500}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          css={{ ...inputCss, resize: 'vertical' }}
        />
      )}
    </Field>
  );
}
