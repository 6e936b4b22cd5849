import { color, radius, space } from './tokens.ts';

// The look of a combobox (a text box with a list of answers under it), shared by the member
// picker and the header's search so that the two read as one kind of control.

/** The text box the member types in. */
export const comboboxInputCss = {
  font: 'inherit',
  padding: space.sm,
  color: color.text,
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  minWidth: 0,
} as const;

/** One answer in the list; the active one (reached with ↓/↑) is shaded and outlined. */
export function comboboxOptionCss(active: boolean) {
  return {
    padding: space.xs,
    borderRadius: radius.sm,
    cursor: 'pointer',
    background: active ? color.surfaceAlt : 'transparent',
    outline: active ? `2px solid ${color.focus}` : 'none',
    outlineOffset: -2,
  } as const;
}
