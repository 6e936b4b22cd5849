import { color, font, radius, space } from '@canopy/shared-core';
import { useId, type ReactNode } from 'react';

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
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={{
        display: 'grid',
        gap: space.md,
        padding: space.lg,
        borderRadius: radius.lg,
        background: color.surfaceAlt,
        border: `1px solid ${color.border}`,
        minWidth: 0,
      }}
    >
      <h2 id={id} css={{ margin: 0, fontSize: font.size.lg }}>
        {title}
      </h2>
      {hint && <p css={{ margin: 0, color: color.textMuted }}>{hint}</p>}
      {children}
    </section>
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
