import { color, space } from '@canopy/shared-core';
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
