import { color, font, radius, space } from '@canopy/shared-core';

/** A radio group of sizes: arrow keys move between them, as for any radio group. */
export function SizePicker({
  sizes,
  value,
  onChange,
  disabled = false,
}: {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0 }} disabled={disabled}>
      <legend css={{ fontWeight: font.weight.medium, marginBottom: space.sm }}>Size</legend>
      <div css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}>
        {sizes.map((size) => (
          <label
            key={size}
            css={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 40,
              padding: `0 ${space.lg}`,
              borderRadius: radius.pill,
              border: `1px solid ${size === value ? color.primary : color.border}`,
              background: size === value ? color.primary : color.surface,
              color: size === value ? color.onPrimary : color.text,
              cursor: 'pointer',
              '&:focus-within': { outline: `2px solid ${color.focus}`, outlineOffset: 2 },
            }}
          >
            <input
              type="radio"
              name="size"
              value={size}
              checked={size === value}
              onChange={() => onChange(size)}
              css={{ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' }}
            />
            {size}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
