import { Field, color, inputCss, space } from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { TitledPanel } from '../../../components/titled-panel.tsx';

/** One part of the configuration, as a titled group of fields. */
export function Section({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <TitledPanel title={title} background="surfaceAlt">
      {hint && <p css={{ margin: 0, color: color.textMuted }}>{hint}</p>}
      {children}
    </TitledPanel>
  );
}

/** Fields side by side where there is room, stacked on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <div
      css={{
        display: 'grid',
        gap: space.md,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
      }}
    >
      {children}
    </div>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label css={{ display: 'inline-flex', alignItems: 'center', gap: space.sm, minHeight: 44 }}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        css={{ width: 20, height: 20 }}
      />
      {label}
    </label>
  );
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          css={inputCss}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
