import { color, font, radius, space } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { useRef, type KeyboardEvent } from 'react';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of tabs that pick what one panel shows (WAI-ARIA tabs, automatic activation):
 * arrow keys, Home and End move between them; Tab goes on into the panel.
 */
export function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
  panelId,
  idPrefix,
}: {
  label: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  panelId: string;
  idPrefix: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = options.findIndex((option) => option.value === value);
    const last = options.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const option = options[target];
    if (!option) return;
    onChange(option.value);
    list.current?.querySelector<HTMLButtonElement>(`#${idPrefix}-${option.value}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      css={[
        wrappingRow('xs'),
        {
          padding: space.xs,
          borderRadius: radius.md,
          background: color.surfaceAlt,
          width: 'fit-content',
          maxWidth: '100%',
        },
      ]}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            id={`${idPrefix}-${option.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={move}
            css={{
              minHeight: 36,
              padding: `0 ${space.md}`,
              border: 0,
              borderRadius: radius.sm,
              fontFamily: 'inherit',
              fontSize: font.size.sm,
              fontWeight: font.weight.medium,
              cursor: 'pointer',
              background: selected ? color.surface : 'transparent',
              color: selected ? color.text : color.textMuted,
              boxShadow: selected ? `0 0 0 1px ${color.border}` : 'none',
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
