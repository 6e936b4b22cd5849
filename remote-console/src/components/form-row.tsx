import { font, space } from '@canopy/shared-core';
import { useId, type ReactNode } from 'react';
import { fieldStyle } from './field-style.ts';

/**
 * A console form's labelled control, label above: `children` gets the control's id and
 * style. `small` sets the label in small text (a row of filters); `flex` sizes the row in a
 * flex form.
 */
export function FormRow({
  label,
  small = false,
  flex,
  children,
}: {
  label: string;
  small?: boolean;
  flex?: string;
  children: (control: { id: string; css: typeof fieldStyle }) => ReactNode;
}) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: space.xs, minWidth: 0, flex }}>
      <label
        htmlFor={id}
        css={{ fontWeight: font.weight.medium, fontSize: small ? font.size.sm : undefined }}
      >
        {label}
      </label>
      {children({ id, css: fieldStyle })}
    </div>
  );
}
