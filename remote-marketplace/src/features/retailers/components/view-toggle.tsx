import { color, font, radius, space } from '@canopy/shared-core';

export type ShopsView = 'list' | 'map';

/** List or Map: the same search shown two ways. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ShopsView;
  onChange: (view: ShopsView) => void;
}) {
  const options: Array<{ value: ShopsView; name: string }> = [
    { value: 'list', name: 'List' },
    { value: 'map', name: 'Map' },
  ];
  return (
    <div
      role="group"
      aria-label="Show dispensaries as"
      css={{
        display: 'inline-flex',
        border: `1px solid ${color.border}`,
        borderRadius: radius.pill,
        overflow: 'hidden',
        alignSelf: 'flex-start',
      }}
    >
      {options.map((option) => {
        const active = option.value === view;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            css={{
              font: 'inherit',
              fontSize: font.size.sm,
              fontWeight: font.weight.medium,
              minHeight: 36,
              padding: `${space.xs} ${space.lg}`,
              border: 'none',
              background: active ? color.primary : color.surface,
              color: active ? color.onPrimary : color.text,
              cursor: 'pointer',
              '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: -3 },
            }}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
