import { color, font, radius, space } from '@canopy/shared-core';
import { TicketIcon } from './icons.tsx';

/** The member's ticket balance; changes are announced politely. */
export function TicketBalance({ count }: { count: number | null }) {
  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      css={{
        margin: 0,
        display: 'inline-flex',
        alignItems: 'center',
        gap: space.xs,
        padding: `${space.xs} ${space.md}`,
        borderRadius: radius.pill,
        background: color.surfaceAlt,
        color: color.text,
        fontSize: font.size.sm,
        fontWeight: font.weight.medium,
      }}
    >
      <TicketIcon />
      {count === null ? 'Tickets…' : `${count} ${count === 1 ? 'ticket' : 'tickets'}`}
    </p>
  );
}
