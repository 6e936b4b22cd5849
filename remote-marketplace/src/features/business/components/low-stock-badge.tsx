import { color, font, radius, space } from '@canopy/shared-core';

/**
 * Beside an offer's name in the shop's menu when its stock is at the operator's threshold or
 * below (issue 36): the staff were notified, and this keeps it in sight until restocked.
 */
export function LowStockBadge() {
  return (
    <span
      css={{
        marginLeft: space.sm,
        padding: `0 ${space.sm}`,
        borderRadius: radius.pill,
        border: `1px solid ${color.danger}`,
        color: color.danger,
        fontSize: font.size.sm,
        fontWeight: font.weight.bold,
        whiteSpace: 'nowrap',
      }}
    >
      Low stock
    </span>
  );
}
