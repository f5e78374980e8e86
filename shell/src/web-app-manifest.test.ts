import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INSTAMG_COLORS } from '@instamg/shared/theme';
import { shellRsbuildConfig } from '@instamg/shared/mf/build-config';
import { APP_ICONS, MANIFEST_PATH, webAppManifestJson } from '@instamg/shared/web-app-manifest';

// Issue 35 §1: the manifest the shell's build emits is what makes instamg installable; every
// icon it names must exist in shell/public at the size it states.

const PUBLIC_DIR = join(import.meta.dirname, '../public');
const iconFile = (src: string) => join(PUBLIC_DIR, src);

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature, the chunk length and type). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The top-left pixel of an 8-bit RGBA PNG as `#rrggbb` and its alpha. Every PNG row filter leaves
 * the first pixel of the first row as it is (its neighbours count as 0), so no unfiltering is needed.
 */
function topLeftPixel(bytes: Buffer): { colour: string; alpha: number } {
  expect([bytes[24], bytes[25]], 'bit depth 8, colour type RGBA').toEqual([8, 6]);
  const idat: Buffer[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  const [r, g, b, alpha] = pixels.subarray(1, 5);
  return { colour: `#${[r!, g!, b!].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`, alpha: alpha! };
}

describe('the web app manifest', () => {
  const manifest = JSON.parse(webAppManifestJson()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };

  it('has the members installability needs, with the theme colours', () => {
    expect(manifest).toMatchObject({
      name: 'instamg',
      short_name: 'instamg',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: INSTAMG_COLORS.teal,
      background_color: INSTAMG_COLORS.background,
    });
    expect(String(manifest.description).length).toBeGreaterThan(0);
    expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: 'Store orders', url: '/store/orders' })]);
  });

  it('names icons of 192 and 512 px and a maskable 512 px', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect(icon.type).toBe('image/png');
  });

  it('names only icon files that exist at the stated size', () => {
    const named = [
      ...manifest.icons.map((icon) => ({ src: icon.src, sizes: icon.sizes })),
      { src: APP_ICONS.appleTouch.src, sizes: '180x180' },
    ];
    for (const { src, sizes } of named) {
      const { width, height } = pngSize(readFileSync(iconFile(src)));
      expect(`${width}x${height}`, src).toBe(sizes);
    }
  });

  it('draws the maskable and Apple icons full-bleed in the theme colour (launchers crop; iOS shows transparency black)', () => {
    for (const icon of [APP_ICONS.maskable512, APP_ICONS.appleTouch]) {
      expect(topLeftPixel(readFileSync(iconFile(icon.src))), icon.src).toEqual({
        colour: INSTAMG_COLORS.teal,
        alpha: 255,
      });
    }
  });

  it('is emitted and linked from the head of every shell page, with the Apple touch icon and theme colour', () => {
    const html = shellRsbuildConfig({}).html!;
    const tags = html.tags as { tag: string; attrs?: Record<string, string> }[];
    expect(tags).toContainEqual(
      expect.objectContaining({ tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH } }),
    );
    expect(tags).toContainEqual(
      expect.objectContaining({
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', sizes: '180x180', href: APP_ICONS.appleTouch.src },
      }),
    );
    expect(html.meta).toMatchObject({ 'theme-color': INSTAMG_COLORS.teal });
  });
});
