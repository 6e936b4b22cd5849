import { color, font, radius } from './tokens.ts';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * A count in a pill: unread messages, units in the cart. Above `max` it shows "max+".
 * `spoken` is what a screen reader hears instead of the digits ("3 unread"); without it
 * the digits are read, for a control that already says what they count.
 */
export function CountBadge({
  count,
  max,
  spoken,
  testId,
}: {
  count: number;
  max?: number;
  spoken?: string;
  testId?: string;
}) {
  const shown = max !== undefined && count > max ? `${max}+` : String(count);
  return (
    <span
      data-testid={testId}
      css={{
        minWidth: 20,
        padding: '0 6px',
        borderRadius: radius.pill,
        background: color.primary,
        color: color.onPrimary,
        fontSize: font.size.xs,
        fontWeight: font.weight.bold,
        textAlign: 'center',
      }}
    >
      {spoken === undefined ? (
        shown
      ) : (
        <>
          <span aria-hidden="true">{shown}</span>
          <span css={visuallyHidden}>{spoken}</span>
        </>
      )}
    </span>
  );
}
