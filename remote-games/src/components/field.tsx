import { color, font, radius, space, type QuizPack } from '@canopy/shared-core';
import type { FormEvent, ReactNode } from 'react';

/** The look every input in the games area shares. */
export const inputCss = {
  minHeight: 40,
  padding: `0 ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  fontFamily: 'inherit',
  fontSize: font.size.md,
  width: '100%',
  boxSizing: 'border-box',
} as const;

/** A labelled form control; the label wraps it, so no ids are needed. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label css={{ display: 'grid', gap: space.xs, fontSize: font.size.sm, fontWeight: 500 }}>
      {label}
      {children}
    </label>
  );
}

/** A form whose fields sit side by side on a wide screen and stack on a phone. */
export function FieldGrid({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      css={{
        display: 'grid',
        gap: space.md,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        alignItems: 'end',
      }}
    >
      {children}
    </form>
  );
}

/** Picks one quiz pack by its id (kept as the select's string value). */
export function PackField({
  packs,
  packId,
  onChange,
}: {
  packs: QuizPack[];
  packId: string;
  onChange: (packId: string) => void;
}) {
  return (
    <Field label="Quiz pack">
      <select value={packId} onChange={(event) => onChange(event.target.value)} css={inputCss}>
        {packs.map((pack) => (
          <option key={pack.packId} value={pack.packId}>
            {pack.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
