import { color, font, space } from '@canopy/shared-core';
import { useId } from 'react';

/** One option of a RadioChoices group: its name and what choosing it does. */
export interface Choice<V extends string> {
  value: V;
  label: string;
  summary: string;
}

/**
 * A group of radio buttons, each option named in bold with what it does beside it (a role,
 * a watched word's action). `small` sets the legend in small text, as a field's label;
 * otherwise it stands as the group's heading, a little apart from the options.
 */
export function RadioChoices<V extends string>({
  legend,
  small = false,
  choices,
  value,
  onChange,
}: {
  legend: string;
  small?: boolean;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.sm }}>
      <legend
        css={{
          fontWeight: font.weight.medium,
          ...(small ? { fontSize: font.size.sm } : { marginBottom: space.sm }),
        }}
      >
        {legend}
      </legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          css={{ display: 'flex', gap: space.sm, alignItems: 'baseline', minHeight: 32 }}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            <strong>{choice.label}</strong>{' '}
            <span css={{ color: color.textMuted }}>{choice.summary}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
