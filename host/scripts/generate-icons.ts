// Writes the installable app's icons (host/pwa/icons/) from the logo, shared-core's
// favicon.svg: "any" icons are the logo as drawn; "maskable" ones keep the leaf inside the
// safe zone (the inner 80 %) on a full-bleed background, since launchers crop to a circle
// or a squircle. Run again after the logo changes: node host/scripts/generate-icons.ts
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { lightPalette } from '../../shared-core/src/ui/tokens.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const logo = readFileSync(path.join(repo, 'shared-core/build/favicon.svg'));
const out = path.join(repo, 'host/pwa/icons');
mkdirSync(out, { recursive: true });

const SIZES = [192, 512] as const;

for (const size of SIZES) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
  const inner = Math.round(size * 0.7);
  const leaf = await sharp(logo, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({
    create: { width: size, height: size, channels: 4, background: lightPalette.primary },
  })
    .composite([{ input: leaf, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `maskable-${size}.png`));
}
await sharp(logo, { density: (72 * 180) / 64 })
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${path.relative(repo, out)}`);
