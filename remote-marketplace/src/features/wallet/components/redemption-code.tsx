import { color, font } from '@canopy/shared-core';
import { RedemptionQr } from './redemption-qr.tsx';

/** A bought item's redemption code, right-aligned under its label, with its QR code while open. */
export function RedemptionCode({
  code,
  active,
  qrShown = false,
}: {
  code: string;
  /** Still to collect: the QR code is offered. */
  active: boolean;
  /** The QR code shows at once instead of behind its button. */
  qrShown?: boolean;
}) {
  return (
    <span css={{ textAlign: 'right' }}>
      <span css={{ display: 'block', fontSize: font.size.xs, color: color.textMuted }}>
        Redemption code
      </span>
      <code css={{ fontSize: font.size.md, fontWeight: font.weight.bold }}>{code}</code>
      {active && <RedemptionQr code={code} initiallyShown={qrShown} />}
    </span>
  );
}
