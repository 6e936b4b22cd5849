import { effectivePrice, formatMoney } from '../domain/money.ts';
import { color, font, space } from './tokens.ts';

/** SPEC §5: the discount price unless it is 0; a real discount shows the old price struck. */
export function PriceTag({
  fullPrice,
  discountPrice,
  size = 'md',
}: {
  fullPrice: number;
  discountPrice: number;
  size?: 'md' | 'lg';
}) {
  const price = effectivePrice(fullPrice, discountPrice);
  const discounted = price !== fullPrice;
  return (
    <span css={{ display: 'inline-flex', alignItems: 'baseline', gap: space.sm, flexWrap: 'wrap' }}>
      <span
        css={{
          fontWeight: font.weight.bold,
          fontSize: size === 'lg' ? font.size.xl : font.size.md,
          color: discounted ? color.accent : color.text,
        }}
      >
        {formatMoney(price)}
      </span>
      {discounted && (
        <s css={{ color: color.textMuted }} aria-label={`was ${formatMoney(fullPrice)}`}>
          {formatMoney(fullPrice)}
        </s>
      )}
    </span>
  );
}
