// Draws the app icons in shell/public/icons/ (issue 35 §1): the brand mark — a white pharmacy
// cross on instamg teal. `node scripts/draw-icons.mjs`; the PNGs are committed, so builds don't
// draw them. pngjs is already installed (qrcode's PNG writer).
//
// - icon-192/512: "any" icons, a rounded teal square on transparency.
// - icon-maskable-512: full-bleed teal, the cross inside the maskable safe zone (the central
//   circle of 40 % radius), since launchers crop to their own shape.
// - apple-touch-icon-180: full-bleed and opaque (iOS rounds the corners and shows transparency as black).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pngjs from 'pngjs';

const TEAL = [0x00, 0x69, 0x5f]; // INSTAMG_COLORS.teal (shared/src/brand-colors.ts; web-app-manifest.test.ts checks it)
const WHITE = [0xff, 0xff, 0xff];
const OUT_DIR = join(import.meta.dirname, '../shell/public/icons');
const SUPERSAMPLE = 4; // 4×4 samples a pixel: smooth edges without a drawing library

/** Whether the point (x, y in 0..1 of the icon) is inside a plus sign of the given width and arm thickness. */
function inCross(x, y, width, thickness) {
  const dx = Math.abs(x - 0.5);
  const dy = Math.abs(y - 0.5);
  const half = width / 2;
  const arm = thickness / 2;
  return (dx <= half && dy <= arm) || (dy <= half && dx <= arm);
}

/** Whether (x, y) is inside a square of the whole icon with rounded corners of the given radius. */
function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function draw(size, { cornerRadius, crossWidth }) {
  const png = new pngjs.PNG({ width: size, height: size });
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let cross = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) / size;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) / size;
          if (!inRoundedSquare(x, y, cornerRadius)) continue;
          background++;
          if (inCross(x, y, crossWidth, crossWidth / 3)) cross++;
        }
      }
      const alpha = background / samples;
      const white = background === 0 ? 0 : cross / background;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        png.data[offset + channel] = Math.round(TEAL[channel] * (1 - white) + WHITE[channel] * white);
      }
      png.data[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pngjs.PNG.sync.write(png);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, cornerRadius: 0.22, crossWidth: 0.56 },
  { file: 'icon-512.png', size: 512, cornerRadius: 0.22, crossWidth: 0.56 },
  // Width 0.5: the arm ends lie 0.25 from the centre and the corners of the arms ≈ 0.26, within 0.4.
  { file: 'icon-maskable-512.png', size: 512, cornerRadius: 0, crossWidth: 0.5 },
  { file: 'apple-touch-icon-180.png', size: 180, cornerRadius: 0, crossWidth: 0.56 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  const bytes = draw(icon.size, icon);
  writeFileSync(join(OUT_DIR, icon.file), bytes);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${bytes.length} bytes`);
}
