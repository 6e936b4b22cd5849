import { color, radius } from './tokens.ts';

/**
 * How far along something is: levels of a pack, a badge's next tier, a photo's upload.
 * `valueText` is what a screen reader says (default "3 of 5").
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
}: {
  value: number;
  max: number;
  label: string;
  valueText?: string;
}) {
  const clamped = Math.min(Math.max(value, 0), Math.max(max, 0));
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${clamped} of ${max}`}
      css={{
        height: 8,
        borderRadius: radius.pill,
        background: color.surfaceAlt,
        border: `1px solid ${color.border}`,
        overflow: 'hidden',
      }}
    >
      <div
        css={{
          height: '100%',
          width: `${percent}%`,
          background: color.primary,
          transition: 'width 300ms ease',
        }}
      />
    </div>
  );
}
