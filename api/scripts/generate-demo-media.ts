/**
 * Draws the demo images (SVG) into api/media. Deterministic: the same catalog always
 * produces byte-identical files, so regenerating never churns the repository.
 *
 *   node scripts/generate-demo-media.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  AVATARS,
  AD_COVERS,
  COVERS,
  PRODUCT_ART,
  productImageFile,
  QUIZ_ART,
  quizBackgroundFile,
  quizIconFile,
  RETAILER_ART,
  retailerLogoFile,
  SOUND_CLIPS,
  STOREFRONTS,
  type AvatarArt,
  type CoverArt,
  type LogoShape,
  type ProductArt,
  type ProductMotif,
  type QuizArt,
  type QuizMotif,
  type RetailerArt,
  type StorefrontArt,
} from '../src/seed/media-catalog.ts';
import { LESSON_SOUNDS } from '../src/seed/lesson-audio.ts';
import { renderWav } from '../src/seed/sound.ts';

const OUT_DIR = new URL('../media/', import.meta.url);
const FONT = "'Inter','Segoe UI',system-ui,-apple-system,sans-serif";

// ---------------------------------------------------------------- helpers

function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number): string => (Math.round(value * 10) / 10).toString();

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

function linear(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id: string, from: string, to: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>`;
}

/** A smooth ridge line across the width, closed to the bottom. */
function ridge(
  random: () => number,
  width: number,
  height: number,
  base: number,
  amplitude: number,
  points = 6,
): string {
  const step = width / points;
  let d = `M0 ${r1(base + (random() - 0.5) * amplitude)}`;
  for (let i = 1; i <= points; i += 1) {
    const x = i * step;
    const y = base + (random() - 0.5) * amplitude;
    d += ` S${r1(x - step / 2)} ${r1(y - amplitude * 0.3)} ${r1(x)} ${r1(y)}`;
  }
  return `${d} L${width} ${height} L0 ${height} Z`;
}

/** A pointed leaf along the x axis, length 1 (scale it). */
const LEAF = 'M0 0 C0.25 -0.32 0.75 -0.32 1 0 C0.75 0.32 0.25 0.32 0 0 Z';

function leaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  fill: string,
  vein?: string,
): string {
  const veinPath = vein
    ? `<path d="M0.05 0 L0.95 0" stroke="${vein}" stroke-width="${r1(2 / length)}" fill="none"/>`
    : '';
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(${r1(length)})"><path d="${LEAF}" fill="${fill}"/>${veinPath}</g>`;
}

function sunflower(x: number, y: number, size: number): string {
  const petals = Array.from(
    { length: 14 },
    (_, i) =>
      `<ellipse cx="0" cy="${r1(-size * 0.62)}" rx="${r1(size * 0.16)}" ry="${r1(size * 0.36)}" transform="rotate(${r1((360 / 14) * i)})" fill="#ffc93c"/>`,
  ).join('');
  return `<g transform="translate(${r1(x)} ${r1(y)})"><path d="M0 ${r1(size * 0.5)} L0 ${r1(size * 4)}" stroke="#3f6f2a" stroke-width="${r1(size * 0.12)}"/>${petals}<circle r="${r1(size * 0.42)}" fill="#6d4c1f"/><circle r="${r1(size * 0.3)}" fill="#4e3414"/></g>`;
}

function person(x: number, y: number, scale: number, color: string, skin: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})"><circle cx="0" cy="-62" r="16" fill="${skin}"/><path d="M-24 0 C-24 -30 -16 -42 0 -42 C16 -42 24 -30 24 0 Z" fill="${color}"/></g>`;
}

function tree(x: number, y: number, size: number, canopy: string, trunk = '#6d4c41'): string {
  return `<g transform="translate(${r1(x)} ${r1(y)})"><rect x="${r1(-size * 0.08)}" y="${r1(-size * 0.6)}" width="${r1(size * 0.16)}" height="${r1(size * 0.6)}" fill="${trunk}"/><circle cx="0" cy="${r1(-size * 0.85)}" r="${r1(size * 0.45)}" fill="${canopy}"/><circle cx="${r1(-size * 0.3)}" cy="${r1(-size * 0.65)}" r="${r1(size * 0.3)}" fill="${canopy}"/><circle cx="${r1(size * 0.3)}" cy="${r1(-size * 0.65)}" r="${r1(size * 0.3)}" fill="${canopy}"/></g>`;
}

function labelWidth(text: string): number {
  return 40 + text.length * 15;
}

function label(text: string, x: number, y: number, ink: string): string {
  const width = labelWidth(text);
  return `<g transform="translate(${x} ${y})"><rect width="${width}" height="52" rx="26" fill="#ffffff" fill-opacity="0.82"/><text x="${width / 2}" y="34" font-family="${FONT}" font-size="24" font-weight="600" fill="${ink}" text-anchor="middle">${escapeXml(text)}</text></g>`;
}

// ---------------------------------------------------------------- covers

const W = 1200;
const H = 800;

function coverScene(art: CoverArt, random: () => number): string {
  const { palette } = art;
  const [g0, g1] = palette.ground;
  const parts: string[] = [];
  const hills = (base: number, amplitude: number, fill: string, opacity = 1) =>
    `<path d="${ridge(random, W, H, base, amplitude)}" fill="${fill}" fill-opacity="${opacity}"/>`;

  switch (art.scene) {
    case 'prairie': {
      parts.push(`<circle cx="820" cy="470" r="260" fill="url(#glow)"/>`);
      parts.push(`<circle cx="820" cy="470" r="90" fill="${palette.accent}"/>`);
      parts.push(hills(520, 60, g0, 0.7), hills(590, 50, 'url(#ground)'));
      for (let i = 0; i < 70; i += 1) {
        const x = random() * W;
        const y = 620 + random() * 170;
        parts.push(
          `<path d="M${r1(x)} ${r1(y)} q${r1(random() * 10 - 5)} -${r1(20 + random() * 25)} ${r1(random() * 16 - 8)} -${r1(40 + random() * 30)}" stroke="${g1}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        );
      }
      break;
    }
    case 'hills': {
      for (let i = 0; i < 3; i += 1) {
        const cx = 150 + random() * 900;
        const cy = 110 + random() * 150;
        parts.push(
          `<g fill="#ffffff" fill-opacity="0.9"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="90" ry="34"/><ellipse cx="${r1(cx + 60)}" cy="${r1(cy - 18)}" rx="60" ry="32"/><ellipse cx="${r1(cx - 55)}" cy="${r1(cy + 4)}" rx="55" ry="24"/></g>`,
        );
      }
      parts.push(
        hills(420, 120, g0, 0.45),
        hills(520, 100, g0, 0.75),
        hills(620, 80, 'url(#ground)'),
      );
      break;
    }
    case 'sunflowers': {
      parts.push(`<circle cx="180" cy="150" r="70" fill="#fff59d"/>`);
      parts.push(hills(500, 40, g0), hills(560, 30, 'url(#ground)'));
      for (let row = 0; row < 3; row += 1) {
        for (let i = 0; i < 7; i += 1) {
          const size = 34 + row * 16;
          const x = 80 + i * 170 + random() * 50 + row * 30;
          const y = 470 + row * 110 + random() * 20;
          parts.push(sunflower(x, y, size));
        }
      }
      break;
    }
    case 'leaves': {
      for (let i = 0; i < 14; i += 1) {
        const x = random() * W;
        const y = random() * H;
        const fill = i % 3 === 0 ? palette.accent : i % 3 === 1 ? g0 : g1;
        parts.push(leaf(x, y, 260 + random() * 240, random() * 360, fill, '#ffffff55'));
      }
      break;
    }
    case 'seedlings': {
      parts.push(`<rect x="0" y="520" width="${W}" height="280" fill="url(#ground)"/>`);
      for (let tray = 0; tray < 3; tray += 1) {
        const tx = 90 + tray * 360;
        parts.push(`<rect x="${tx}" y="430" width="300" height="150" rx="14" fill="${g1}"/>`);
        for (let cell = 0; cell < 4; cell += 1) {
          const cx = tx + 40 + cell * 73;
          parts.push(`<rect x="${cx - 28}" y="450" width="56" height="110" rx="8" fill="${g0}"/>`);
          const h = 60 + random() * 70;
          parts.push(
            `<path d="M${cx} 455 L${cx} ${r1(455 - h)}" stroke="#4caf50" stroke-width="6" stroke-linecap="round"/>`,
            leaf(cx, 455 - h, 60 + random() * 25, 200 + random() * 20, palette.accent),
            leaf(cx, 455 - h, 60 + random() * 25, -20 - random() * 20, '#81c784'),
          );
        }
      }
      break;
    }
    case 'greenhouse': {
      parts.push(hills(600, 40, 'url(#ground)'));
      parts.push(
        `<path d="M260 640 L260 360 L600 180 L940 360 L940 640 Z" fill="#e0f7fa" fill-opacity="0.55" stroke="${palette.ink}" stroke-width="8" stroke-linejoin="round"/>`,
      );
      for (let i = 1; i < 6; i += 1) {
        const x = 260 + i * 113;
        parts.push(
          `<path d="M${x} 640 L${x} ${r1(360 - Math.min(i, 6 - i) * 60)}" stroke="${palette.ink}" stroke-width="4" stroke-opacity="0.6"/>`,
        );
      }
      parts.push(
        `<path d="M260 470 L940 470" stroke="${palette.ink}" stroke-width="4" stroke-opacity="0.6"/>`,
      );
      for (let i = 0; i < 9; i += 1) {
        const x = 310 + i * 72;
        parts.push(`<rect x="${x - 22}" y="590" width="44" height="40" rx="6" fill="#a1887f"/>`);
        parts.push(
          leaf(x, 590, 55 + random() * 30, 235 + random() * 20, '#43a047'),
          leaf(x, 590, 55 + random() * 30, -55 - random() * 20, '#66bb6a'),
        );
      }
      break;
    }
    case 'gathering': {
      parts.push(
        `<circle cx="960" cy="170" r="120" fill="url(#glow)"/><circle cx="960" cy="170" r="62" fill="#ffca28"/>`,
      );
      parts.push(hills(470, 70, g0, 0.5));
      parts.push(tree(110, 520, 260, '#558b2f'), tree(1090, 520, 300, '#689f38'));
      const bunting = Array.from({ length: 12 }, (_, i) => {
        const x = 250 + i * 60;
        const y = 250 + Math.sin((i / 11) * Math.PI) * 40;
        const color = ['#ff7043', '#ffca28', '#42a5f5', '#ab47bc'][i % 4] ?? '#ff7043';
        return `<path d="M${x} ${r1(y)} l40 0 l-20 42 Z" fill="${color}"/>`;
      }).join('');
      parts.push(
        `<path d="M250 250 Q600 330 970 250" stroke="${palette.ink}" stroke-width="3" fill="none"/>${bunting}`,
      );
      parts.push(hills(520, 30, 'url(#ground)'));
      for (let i = 0; i < 3; i += 1) {
        const x = 140 + i * 340;
        parts.push(`<rect x="${x}" y="600" width="260" height="70" rx="10" fill="#8d6e63"/>`);
        for (let j = 0; j < 6; j += 1)
          parts.push(
            leaf(x + 25 + j * 40, 600, 50, 240 + random() * 60, j % 2 ? '#66bb6a' : '#43a047'),
          );
      }
      const shirts = ['#ff7043', '#42a5f5', '#ab47bc', '#26a69a', '#ffca28', '#ec407a'];
      const skins = ['#f1c27d', '#c68642', '#8d5524', '#e0ac69', '#ffdbac', '#a0522d'];
      for (let i = 0; i < 6; i += 1) {
        parts.push(
          person(
            170 + i * 175 + random() * 30,
            600,
            1.5 + random() * 0.3,
            shirts[i] ?? '#ff7043',
            skins[i] ?? '#e0ac69',
          ),
        );
      }
      break;
    }
    case 'market': {
      parts.push(`<rect x="0" y="560" width="${W}" height="240" fill="url(#ground)"/>`);
      const awnings = [palette.accent, '#66bb6a', '#ffb300'];
      for (let s = 0; s < 3; s += 1) {
        const x = 80 + s * 370;
        const color = awnings[s] ?? palette.accent;
        parts.push(`<rect x="${x}" y="340" width="300" height="260" fill="#fff8e1"/>`);
        for (let k = 0; k < 6; k += 1) {
          parts.push(
            `<path d="M${x + k * 50} 300 h50 v60 q-25 24 -50 0 Z" fill="${k % 2 ? '#ffffff' : color}"/>`,
          );
        }
        parts.push(`<rect x="${x - 10}" y="520" width="320" height="30" fill="#8d6e63"/>`);
        for (let k = 0; k < 9; k += 1) {
          const fruit =
            ['#e53935', '#fb8c00', '#fdd835', '#7cb342', '#8e24aa'][Math.floor(random() * 5)] ??
            '#e53935';
          parts.push(
            `<circle cx="${x + 25 + k * 32}" cy="${r1(505 - random() * 8)}" r="16" fill="${fruit}"/>`,
          );
        }
      }
      break;
    }
    case 'mountains': {
      const peaks = [
        [120, 560, 380, 260, 640],
        [420, 560, 640, 170, 860],
        [760, 560, 960, 250, 1160],
      ];
      for (const [x0, base, px, py, x1] of peaks) {
        parts.push(`<path d="M${x0} ${base} L${px} ${py} L${x1} ${base} Z" fill="${g1}"/>`);
        parts.push(
          `<path d="M${(px ?? 0) - 60} ${(py ?? 0) + 70} L${px} ${py} L${(px ?? 0) + 60} ${(py ?? 0) + 70} L${(px ?? 0) + 25} ${(py ?? 0) + 55} L${px} ${(py ?? 0) + 80} L${(px ?? 0) - 25} ${(py ?? 0) + 55} Z" fill="${palette.accent}"/>`,
        );
      }
      parts.push(hills(560, 40, g0));
      parts.push(
        `<rect x="0" y="610" width="${W}" height="190" fill="#64b5f6" fill-opacity="0.8"/>`,
      );
      for (let i = 0; i < 8; i += 1)
        parts.push(
          `<rect x="${r1(random() * W)}" y="${r1(640 + random() * 140)}" width="${r1(60 + random() * 120)}" height="4" rx="2" fill="#ffffff" fill-opacity="0.6"/>`,
        );
      break;
    }
    case 'campfire': {
      for (let i = 0; i < 90; i += 1) {
        parts.push(
          `<circle cx="${r1(random() * W)}" cy="${r1(random() * 460)}" r="${r1(1 + random() * 2.4)}" fill="#ffffff" fill-opacity="${r1(0.4 + random() * 0.6)}"/>`,
        );
      }
      parts.push(`<circle cx="980" cy="140" r="56" fill="#fff9c4"/>`);
      parts.push(hills(520, 60, '#1b2a35'), hills(600, 30, 'url(#ground)'));
      parts.push(
        `<path d="M180 640 L320 430 L460 640 Z" fill="#ff8a65"/><path d="M300 640 L320 470 L340 640 Z" fill="#3e2723"/>`,
      );
      parts.push(`<circle cx="720" cy="600" r="170" fill="url(#glow)"/>`);
      parts.push(
        `<path d="M640 660 L800 620 M640 620 L800 660" stroke="#6d4c41" stroke-width="16" stroke-linecap="round"/>`,
      );
      parts.push(
        `<path d="M720 640 C660 590 700 540 690 490 C740 530 770 580 720 640 Z" fill="#ff7043"/><path d="M720 640 C690 600 715 570 712 540 C740 570 750 610 720 640 Z" fill="#ffca28"/>`,
      );
      break;
    }
    case 'river': {
      parts.push(hills(430, 70, g0, 0.6));
      parts.push(`<rect x="0" y="470" width="${W}" height="330" fill="url(#ground)"/>`);
      parts.push(
        `<path d="M520 470 C 420 560, 760 600, 560 690 S 300 780, 420 800 L820 800 C 700 760, 900 700, 820 640 S 620 540, 640 470 Z" fill="${palette.accent}"/>`,
      );
      for (let i = 0; i < 10; i += 1) {
        const left = i % 2 === 0;
        const x = left ? 40 + random() * 380 : 820 + random() * 340;
        parts.push(
          tree(x, 520 + random() * 200, 110 + random() * 60, i % 3 ? '#2e7d32' : '#43a047'),
        );
      }
      break;
    }
    case 'ferns': {
      for (let f = 0; f < 7; f += 1) {
        const x = 80 + f * 170 + random() * 40;
        const y = H + 20;
        const angle = -70 - random() * 40;
        const length = 500 + random() * 250;
        const leaflets: string[] = [];
        for (let k = 1; k < 18; k += 1) {
          const t = k / 18;
          const size = 70 * (1 - t) + 12;
          leaflets.push(
            leaf(t * length, 0, size, -60, f % 2 ? g0 : palette.accent),
            leaf(t * length, 0, size, 60, f % 2 ? g0 : palette.accent),
          );
        }
        parts.push(
          `<g transform="translate(${r1(x)} ${y}) rotate(${r1(angle)})"><path d="M0 0 L${r1(length)} 0" stroke="${g1}" stroke-width="6"/>${leaflets.join('')}</g>`,
        );
      }
      break;
    }
    case 'herbs': {
      parts.push(
        `<rect x="120" y="80" width="960" height="470" rx="12" fill="#bbdefb" stroke="#ffffff" stroke-width="24"/><path d="M600 80 L600 550 M120 315 L1080 315" stroke="#ffffff" stroke-width="16"/>`,
      );
      parts.push(
        `<rect x="60" y="560" width="1080" height="40" rx="8" fill="${g1}"/><rect x="0" y="600" width="${W}" height="200" fill="url(#ground)"/>`,
      );
      const pots = ['#d84315', '#6d4c41', '#ef6c00', '#5d4037'];
      for (let p = 0; p < 4; p += 1) {
        const x = 220 + p * 250;
        for (let k = 0; k < 9; k += 1)
          parts.push(
            leaf(
              x,
              470,
              70 + random() * 50,
              200 + random() * 140,
              k % 2 ? palette.accent : '#558b2f',
            ),
          );
        parts.push(
          `<path d="M${x - 70} 460 L${x + 70} 460 L${x + 52} 565 L${x - 52} 565 Z" fill="${pots[p] ?? '#6d4c41'}"/>`,
        );
      }
      break;
    }
    case 'harvest': {
      parts.push(`<rect x="0" y="520" width="${W}" height="280" fill="url(#ground)"/>`);
      const produce = ['#e53935', '#fb8c00', '#fdd835', '#7cb342', '#8e24aa', '#c62828'];
      for (let i = 0; i < 16; i += 1) {
        const color = produce[i % produce.length] ?? '#e53935';
        parts.push(
          `<circle cx="${r1(370 + random() * 460)}" cy="${r1(400 + random() * 90)}" r="${r1(40 + random() * 25)}" fill="${color}"/>`,
        );
      }
      parts.push(leaf(560, 360, 110, -60, '#43a047'), leaf(640, 360, 110, -120, '#66bb6a'));
      parts.push(`<path d="M300 470 L900 470 L830 700 L370 700 Z" fill="${palette.accent}"/>`);
      for (let k = 0; k < 5; k += 1)
        parts.push(
          `<path d="M${330 + k * 10} ${510 + k * 40} L${870 - k * 10} ${510 + k * 40}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8"/>`,
        );
      parts.push(
        `<path d="M380 470 C380 280 820 280 820 470" stroke="${palette.ink}" stroke-width="16" fill="none"/>`,
      );
      break;
    }
    case 'picnic': {
      parts.push(`<circle cx="1020" cy="140" r="70" fill="#fff59d"/>`);
      parts.push(hills(480, 60, g0, 0.8), hills(560, 30, 'url(#ground)'));
      parts.push(tree(240, 560, 320, '#388e3c'));
      const blanket: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        for (let j = 0; j < 4; j += 1) {
          if ((i + j) % 2 === 0)
            blanket.push(
              `<rect x="${i * 60}" y="${j * 45}" width="60" height="45" fill="${palette.accent}"/>`,
            );
        }
      }
      parts.push(
        `<g transform="translate(560 560) skewX(-20)"><rect width="480" height="180" fill="#ffffff"/>${blanket.join('')}</g>`,
      );
      parts.push(
        `<rect x="700" y="560" width="90" height="60" rx="10" fill="#8d6e63"/><circle cx="860" cy="600" r="22" fill="#e53935"/><circle cx="900" cy="610" r="18" fill="#fdd835"/>`,
      );
      break;
    }
    case 'autumn': {
      parts.push(hills(560, 40, 'url(#ground)'));
      const crowns = ['#e65100', '#ff8f00', '#c62828', '#f9a825', '#bf360c'];
      for (let i = 0; i < 7; i += 1) {
        parts.push(
          tree(
            90 + i * 170 + random() * 40,
            640 + random() * 40,
            260 + random() * 90,
            crowns[i % crowns.length] ?? '#e65100',
            '#4e342e',
          ),
        );
      }
      for (let i = 0; i < 30; i += 1) {
        parts.push(
          leaf(
            random() * W,
            random() * 700,
            24 + random() * 16,
            random() * 360,
            crowns[i % crowns.length] ?? '#e65100',
          ),
        );
      }
      break;
    }
  }

  return parts.join('\n');
}

function coverSvg(art: CoverArt): string {
  const random = seededRandom(art.file);
  const { palette } = art;
  const defs = `<defs>${linear('sky', palette.sky[0], palette.sky[1])}${linear('ground', palette.ground[0], palette.ground[1])}${radial('glow', palette.accent, palette.accent)}</defs>`;
  return svg(
    W,
    H,
    art.label,
    [
      defs,
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      coverScene(art, random),
      // Centred: square tiles crop the sides of these wide pictures.
      label(art.label, Math.round((W - labelWidth(art.label)) / 2), H - 92, palette.ink),
    ].join('\n'),
  );
}

// ---------------------------------------------------------------- brand

const CANOPY_MARK = [
  `<path d="M46 96 L46 70" stroke="#5d4037" stroke-width="8" stroke-linecap="round"/>`,
  `<path d="M46 74 C22 74 10 58 14 42 C6 30 16 12 32 14 C38 2 58 2 64 14 C80 12 90 30 82 42 C86 58 70 74 46 74 Z" fill="url(#canopy)"/>`,
  `<path d="M46 70 C46 52 40 40 32 30 M46 58 C52 48 58 42 64 38" stroke="#e8f5e9" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
].join('');

const CANOPY_DEFS = `<defs>${linear('canopy', '#66bb6a', '#1b5e20')}</defs>`;

/**
 * The wordmark's colour on each theme. An SVG drawn by <img> follows the color-scheme of
 * the page that shows it, so the logo reads on the dark header as well as the light one.
 */
export const WORDMARK_FILL = { light: '#1b3a2a', dark: '#e8f5e9' };

function logoSvg(): string {
  const style = `<style>.wordmark{fill:${WORDMARK_FILL.light}}@media (prefers-color-scheme: dark){.wordmark{fill:${WORDMARK_FILL.dark}}}</style>`;
  return svg(
    440,
    110,
    'Canopy',
    `${style}${CANOPY_DEFS}<g transform="translate(6 4)">${CANOPY_MARK}</g><text class="wordmark" x="112" y="74" font-family="${FONT}" font-size="58" font-weight="700" letter-spacing="-1">Canopy</text>`,
  );
}

function faviconSvg(): string {
  return svg(
    64,
    64,
    'Canopy',
    `${CANOPY_DEFS}<rect width="64" height="64" rx="14" fill="#f1f8e9"/><g transform="translate(5.5 3) scale(0.58)">${CANOPY_MARK}</g>`,
  );
}

function defaultAvatarSvg(): string {
  return svg(
    256,
    256,
    'Member',
    `<defs>${linear('bg', '#c8e6c9', '#81c784')}</defs><circle cx="128" cy="128" r="128" fill="url(#bg)"/><circle cx="128" cy="104" r="46" fill="#f1f8e9"/><path d="M48 222 C56 168 92 150 128 150 C164 150 200 168 208 222 C184 244 158 256 128 256 C98 256 72 244 48 222 Z" fill="#f1f8e9"/>`,
  );
}

function avatarSvg(art: AvatarArt): string {
  return svg(
    256,
    256,
    art.initials,
    `<defs>${linear('bg', art.colors[1], art.colors[0])}</defs><circle cx="128" cy="128" r="128" fill="url(#bg)"/><circle cx="196" cy="58" r="44" fill="#ffffff" fill-opacity="0.12"/><text x="128" y="150" font-family="${FONT}" font-size="92" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(art.initials)}</text>`,
  );
}

// ---------------------------------------------------------------- retailers

function shape(kind: LogoShape, color: string): string {
  switch (kind) {
    case 'leaf':
      return `${leaf(70, 150, 120, -45, color, '#ffffff')}`;
    case 'sun':
      return `<circle cx="128" cy="110" r="38" fill="${color}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="124" y="40" width="8" height="22" rx="4" fill="${color}" transform="rotate(${i * 30} 128 110)"/>`).join('')}`;
    case 'wheat':
      return `<path d="M128 180 L128 50" stroke="${color}" stroke-width="6" stroke-linecap="round"/>${Array.from({ length: 5 }, (_, i) => `${leaf(128, 70 + i * 22, 40, -140, color)}${leaf(128, 70 + i * 22, 40, -40, color)}`).join('')}`;
    case 'drop':
      return `<path d="M128 40 C160 90 176 116 176 140 C176 168 154 186 128 186 C102 186 80 168 80 140 C80 116 96 90 128 40 Z" fill="${color}"/>`;
    case 'mountain':
      return `<path d="M50 180 L112 70 L146 124 L166 96 L206 180 Z" fill="${color}"/><path d="M96 98 L112 70 L128 98 L118 92 L112 102 L104 92 Z" fill="#ffffff"/>`;
    case 'star':
      return `<path d="M128 40 L146 94 L202 94 L157 127 L174 182 L128 149 L82 182 L99 127 L54 94 L110 94 Z" fill="${color}"/>`;
    case 'flower':
      return `${Array.from({ length: 6 }, (_, i) => `<ellipse cx="128" cy="78" rx="22" ry="36" fill="${color}" transform="rotate(${i * 60} 128 114)"/>`).join('')}<circle cx="128" cy="114" r="20" fill="#ffffff"/>`;
    case 'river':
      return `<path d="M40 90 C80 60 110 120 150 90 S 200 70 216 90" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M40 136 C80 106 110 166 150 136 S 200 116 216 136" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round" stroke-opacity="0.6"/>`;
  }
}

function retailerLogoSvg(art: RetailerArt): string {
  // Long names wrap onto two lines under the mark.
  const words = art.name.split(' ');
  const lines =
    art.name.length > 16
      ? [
          words.slice(0, Math.ceil(words.length / 2)).join(' '),
          words.slice(Math.ceil(words.length / 2)).join(' '),
        ]
      : [art.name];
  const fontSize = Math.min(26, Math.floor(420 / Math.max(...lines.map((line) => line.length))));
  const text = lines
    .map(
      (line, index) =>
        `<text x="128" y="${lines.length === 1 ? 226 : 212 + index * (fontSize + 2)}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${art.colors[0]}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const markShift = lines.length === 1 ? 0 : -10;
  return svg(
    256,
    256,
    art.name,
    `<defs>${linear('bg', '#ffffff', art.colors[1])}</defs><rect width="256" height="256" rx="48" fill="url(#bg)"/><g transform="translate(0 ${markShift})">${shape(art.shape, art.colors[0])}</g>${text}`,
  );
}

function storefrontSvg(art: StorefrontArt, index: number): string {
  const [wall, trim, awning] = art.colors;
  const random = seededRandom(art.file);
  const stripes = Array.from(
    { length: 10 },
    (_, i) =>
      `<path d="M${100 + i * 60} 190 h60 v50 q-30 26 -60 0 Z" fill="${i % 2 ? '#ffffff' : awning}"/>`,
  ).join('');
  const pots = Array.from({ length: 2 }, (_, i) => {
    const x = i === 0 ? 140 : 660;
    return `${leaf(x, 470, 60 + random() * 20, 230, '#43a047')}${leaf(x, 470, 60 + random() * 20, -50, '#66bb6a')}${leaf(x, 470, 50, 270, '#2e7d32')}<path d="M${x - 34} 466 L${x + 34} 466 L${x + 26} 520 L${x - 26} 520 Z" fill="#8d6e63"/>`;
  }).join('');
  return svg(
    800,
    600,
    `Storefront ${index + 1}`,
    `<defs>${linear('sky', '#e1f5fe', '#ffffff')}${linear('wall', wall, '#ffffff')}</defs><rect width="800" height="600" fill="url(#sky)"/><rect x="80" y="110" width="640" height="410" fill="url(#wall)" stroke="${trim}" stroke-width="6"/><rect x="80" y="110" width="640" height="70" fill="${trim}"/><rect x="250" y="128" width="300" height="34" rx="17" fill="#ffffff"/><circle cx="280" cy="145" r="9" fill="${trim}"/><rect x="300" y="140" width="220" height="10" rx="5" fill="${trim}" fill-opacity="0.5"/>${stripes}<rect x="130" y="270" width="200" height="160" rx="8" fill="#b3e5fc" stroke="${trim}" stroke-width="6"/><rect x="470" y="270" width="200" height="160" rx="8" fill="#b3e5fc" stroke="${trim}" stroke-width="6"/><rect x="350" y="300" width="100" height="220" rx="6" fill="${trim}"/><circle cx="435" cy="410" r="6" fill="#ffffff"/><rect x="0" y="520" width="800" height="80" fill="#cfd8dc"/>${pots}`,
  );
}

// ---------------------------------------------------------------- quizzes

function motif(kind: QuizMotif, color: string): string {
  switch (kind) {
    case 'leaf':
      return leaf(60, 176, 150, -50, color, '#ffffff');
    case 'flask':
      return `<path d="M104 50 h48 M112 50 v50 L70 180 Q64 196 82 196 h92 Q192 196 186 180 L144 100 v-50" stroke="${color}" stroke-width="10" fill="none" stroke-linejoin="round"/><path d="M92 150 h72 L182 186 H74 Z" fill="${color}"/><circle cx="118" cy="168" r="7" fill="#ffffff"/><circle cx="142" cy="176" r="5" fill="#ffffff"/>`;
    case 'sprout':
      return `<path d="M128 200 L128 120" stroke="${color}" stroke-width="10" stroke-linecap="round"/>${leaf(128, 130, 70, -150, color)}${leaf(128, 116, 80, -30, color)}<path d="M70 200 h116" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
    case 'scale':
      return `<path d="M128 50 v140 M88 196 h80 M60 80 h136" stroke="${color}" stroke-width="10" stroke-linecap="round"/><path d="M60 80 L36 140 h48 Z M196 80 L172 140 h48 Z" fill="${color}"/>`;
    case 'bee':
      return `<ellipse cx="100" cy="96" rx="30" ry="22" fill="#ffffff" stroke="${color}" stroke-width="6"/><ellipse cx="156" cy="96" rx="30" ry="22" fill="#ffffff" stroke="${color}" stroke-width="6"/><ellipse cx="128" cy="146" rx="54" ry="40" fill="${color}"/><path d="M106 112 v68 M128 106 v80 M150 112 v68" stroke="#3e2723" stroke-width="10"/>`;
    case 'trophy':
      return `<path d="M84 56 h88 v46 a44 44 0 0 1 -88 0 Z" fill="${color}"/><path d="M84 70 h-26 a26 26 0 0 0 30 36 M172 70 h26 a26 26 0 0 1 -30 36" stroke="${color}" stroke-width="8" fill="none"/><path d="M128 146 v28 M96 196 h64 v-22 h-64 Z" stroke="${color}" stroke-width="10" fill="${color}"/>`;
  }
}

function quizIconSvg(art: QuizArt): string {
  return svg(
    256,
    256,
    art.title,
    `<defs>${linear('bg', art.colors[1], '#ffffff')}</defs><circle cx="128" cy="128" r="128" fill="url(#bg)"/><circle cx="128" cy="128" r="118" fill="none" stroke="${art.colors[0]}" stroke-width="4" stroke-opacity="0.35"/>${motif(art.motif, art.colors[0])}`,
  );
}

// No title in the picture: tiles crop it to the middle, and every page prints the title.
function quizBackgroundSvg(art: QuizArt): string {
  const random = seededRandom(art.slug);
  const scattered = Array.from({ length: 14 }, () => {
    const x = random() * 1200 - 128;
    const y = random() * 600 - 128;
    const scale = 0.4 + random() * 0.5;
    return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)}) rotate(${r1(random() * 40 - 20)} 128 128)" opacity="0.16">${motif(art.motif, '#ffffff')}</g>`;
  }).join('');
  return svg(
    1200,
    600,
    art.title,
    `<defs>${linear('bg', art.colors[0], art.colors[1], false)}</defs><rect width="1200" height="600" fill="url(#bg)"/>${scattered}<g transform="translate(472 172)" opacity="0.92">${motif(art.motif, '#ffffff')}</g>`,
  );
}

// ---------------------------------------------------------------- products

function productMotif(kind: ProductMotif, ink: string, light: string): string {
  switch (kind) {
    case 'bud':
      return [
        leaf(400, 400, 250, -90, ink, light),
        leaf(400, 400, 210, -128, ink, light),
        leaf(400, 400, 210, -52, ink, light),
        leaf(400, 400, 150, -165, ink, light),
        leaf(400, 400, 150, -15, ink, light),
        `<path d="M400 400 v60" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
      ].join('');
    case 'preroll':
      return [0, 1, 2]
        .map(
          (i) =>
            `<g transform="translate(0 ${i * 70 - 70}) rotate(-12 400 300)"><path d="M230 300 L560 272 L560 328 Z" fill="#fffaf0" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/><rect x="560" y="272" width="40" height="56" rx="6" fill="${ink}"/><path d="M230 300 l-26 -6 l10 12 z" fill="#ff7043"/></g>`,
        )
        .join('');
    case 'gummy':
      return [
        [250, 220, ink],
        [400, 180, '#ff7043'],
        [330, 330, '#ffca28'],
        [480, 310, ink],
      ]
        .map(
          ([x, y, fill]) =>
            `<rect x="${x}" y="${y}" width="120" height="120" rx="40" fill="${fill}" fill-opacity="0.9"/><circle cx="${Number(x) + 40}" cy="${Number(y) + 40}" r="8" fill="#ffffff" fill-opacity="0.7"/>`,
        )
        .join('');
    case 'chocolate': {
      const squares = Array.from({ length: 10 }, (_, i) => {
        const x = 232 + (i % 5) * 68;
        const y = 192 + Math.floor(i / 5) * 104;
        return `<rect x="${x}" y="${y}" width="60" height="96" rx="8" fill="#6d4c41"/>`;
      }).join('');
      return `<rect x="220" y="180" width="360" height="224" rx="14" fill="${ink}"/>${squares}<path d="M220 300 L580 260 L580 404 L220 404 Z" fill="#fff8e1" fill-opacity="0.9"/><text x="400" y="372" font-family="${FONT}" font-size="34" font-weight="700" fill="${ink}" text-anchor="middle">70%</text>`;
    }
    case 'cartridge':
      return `<rect x="370" y="110" width="60" height="50" rx="12" fill="#37474f"/><rect x="350" y="160" width="100" height="230" rx="18" fill="#ffffff" stroke="${ink}" stroke-width="8"/><rect x="362" y="250" width="76" height="128" rx="10" fill="${ink}" fill-opacity="0.85"/><rect x="356" y="390" width="88" height="60" rx="8" fill="#90a4ae"/>`;
    case 'tincture':
      return `<ellipse cx="400" cy="118" rx="34" ry="40" fill="#37474f"/><rect x="384" y="150" width="32" height="50" fill="#37474f"/><rect x="330" y="200" width="140" height="250" rx="30" fill="${ink}"/><rect x="346" y="270" width="108" height="110" rx="10" fill="#ffffff"/><text x="400" y="336" font-family="${FONT}" font-size="30" font-weight="700" fill="${ink}" text-anchor="middle">CBD</text>`;
    case 'balm':
      return `<rect x="270" y="260" width="260" height="150" rx="24" fill="#ffffff" stroke="${ink}" stroke-width="8"/><rect x="255" y="200" width="290" height="70" rx="20" fill="${ink}"/><rect x="300" y="300" width="200" height="70" rx="10" fill="${light}"/>${leaf(340, 335, 120, -10, ink)}`;
    case 'pipe':
      return `<path d="M220 330 C300 300 420 290 560 250 C600 240 610 280 580 292 C460 330 330 360 240 372 Z" fill="${ink}" fill-opacity="0.85"/><ellipse cx="560" cy="262" rx="70" ry="56" fill="${ink}"/><ellipse cx="560" cy="250" rx="40" ry="26" fill="#263238"/><circle cx="330" cy="330" r="10" fill="#ffffff" fill-opacity="0.6"/>`;
    case 'grinder':
      return `<rect x="280" y="140" width="240" height="70" rx="18" fill="${ink}"/><rect x="280" y="220" width="240" height="90" rx="12" fill="#90a4ae"/><rect x="280" y="320" width="240" height="110" rx="18" fill="${ink}"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${296 + i * 32}" y="232" width="14" height="66" rx="6" fill="#ffffff" fill-opacity="0.45"/>`).join('')}`;
    case 'papers':
      return `<rect x="300" y="150" width="220" height="80" fill="#fffaf0" stroke="${ink}" stroke-width="4" transform="rotate(-6 410 190)"/><rect x="260" y="200" width="280" height="220" rx="14" fill="${ink}"/><rect x="290" y="250" width="220" height="110" rx="10" fill="#fffaf0"/>${leaf(330, 305, 140, -10, ink)}`;
    case 'capsule':
      return [
        [300, 180, -30],
        [420, 260, 20],
        [300, 330, 60],
      ]
        .map(
          ([x, y, angle]) =>
            `<g transform="rotate(${angle} ${Number(x) + 90} ${Number(y) + 35})"><rect x="${x}" y="${y}" width="180" height="70" rx="35" fill="#ffffff" stroke="${ink}" stroke-width="6"/><path d="M${Number(x) + 90} ${Number(y) + 3} h55 a32 32 0 0 1 0 64 h-55 Z" fill="${ink}"/></g>`,
        )
        .join('');
  }
}

function productSvg(art: ProductArt): string {
  const [ink, light] = art.colors;
  return svg(
    800,
    600,
    art.title,
    `<defs>${linear('bg', light, '#ffffff')}${radial('glow', '#ffffff', light)}</defs><rect width="800" height="600" fill="url(#bg)"/><circle cx="400" cy="290" r="250" fill="url(#glow)"/>${productMotif(art.motif, ink, light)}${label(art.title, Math.round((800 - labelWidth(art.title)) / 2), 510, ink)}`,
  );
}

// ---------------------------------------------------------------- main

export function renderAll(): Map<string, string> {
  const files = new Map<string, string>();
  files.set('logo.svg', logoSvg());
  files.set('favicon.svg', faviconSvg());
  files.set('avatar-default.svg', defaultAvatarSvg());
  for (const art of AVATARS) files.set(art.file, avatarSvg(art));
  for (const art of [...COVERS, ...AD_COVERS]) files.set(art.file, coverSvg(art));
  for (const art of RETAILER_ART) files.set(retailerLogoFile(art.slug), retailerLogoSvg(art));
  STOREFRONTS.forEach((art, index) => files.set(art.file, storefrontSvg(art, index)));
  for (const art of QUIZ_ART) {
    files.set(quizIconFile(art.slug), quizIconSvg(art));
    files.set(quizBackgroundFile(art.slug), quizBackgroundSvg(art));
  }
  for (const art of PRODUCT_ART) files.set(productImageFile(art.slug), productSvg(art));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await mkdir(OUT_DIR, { recursive: true });
  const files = renderAll();
  for (const [name, content] of files) await writeFile(new URL(name, OUT_DIR), content);
  const sounds = [...SOUND_CLIPS, ...LESSON_SOUNDS];
  for (const sound of sounds) await writeFile(new URL(sound.file, OUT_DIR), renderWav(sound));
  console.log(
    `Wrote ${files.size} images and ${sounds.length} sounds to ${fileURLToPath(OUT_DIR)}`,
  );
}
