import { useDisclosure } from '@canopy/shared-core/use-disclosure';
import { Button, color, font, radius, space } from '@canopy/shared-core';
import { useEffect, useState } from 'react';

/**
 * The redemption code as a QR code the counter scans (issue 36). The encoder is loaded the
 * first time a code is shown, so nobody's first load of the wallet grows with it; the image
 * is drawn black on white whatever the theme, with the quiet zone scanners need.
 */
function useQrImage(code: string, shown: boolean): string | null | 'failed' {
  const [image, setImage] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    if (!shown) return;
    let current = true;
    import('uqr')
      .then(({ renderSVG }) => {
        const svg = renderSVG(code, { ecc: 'M', border: 4, pixelSize: 8 });
        if (current) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setImage('failed');
      });
    return () => {
      current = false;
    };
  }, [code, shown]);
  return image;
}

/** A code's QR image, shown at once (`initiallyShown`) or behind a "Show QR code" button. */
export function RedemptionQr({
  code,
  initiallyShown = false,
}: {
  code: string;
  initiallyShown?: boolean;
}) {
  const qr = useDisclosure(initiallyShown);
  const image = useQrImage(code, qr.open);
  return (
    // Spans: it sits inside the code's line, which is phrasing content.
    <span css={{ display: 'grid', gap: space.xs, justifyItems: 'end', marginTop: space.xs }}>
      {!initiallyShown && (
        <Button variant="secondary" size="sm" {...qr.toggle}>
          {qr.open ? 'Hide QR code' : 'Show QR code'}
        </Button>
      )}
      {qr.open && (
        <span id={qr.panelId} aria-live="polite" css={{ display: 'block' }}>
          {image === 'failed' ? (
            <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
              The QR code could not be drawn: show the code above instead.
            </span>
          ) : image === null ? (
            <span css={{ fontSize: font.size.sm, color: color.textMuted }}>Drawing…</span>
          ) : (
            <img
              src={image}
              alt={`QR code of the redemption code ${code}`}
              width={176}
              height={176}
              css={{ display: 'block', background: '#fff', borderRadius: radius.md }}
            />
          )}
        </span>
      )}
    </span>
  );
}
