/**
 * The web app manifest of instamg (issue 35 §1: installable on a home screen). The shell's build
 * emits it as MANIFEST_PATH and links it, the Apple touch icon and the theme colour from the
 * HTML head, which both the render server's pages and the client-rendered index.html share.
 * Node-safe: no MUI (the colours come from brand-colors.ts, which theme.ts re-exports).
 * The PNGs are committed in shell/public/icons/ (redraw them with `node scripts/draw-icons.mjs`).
 */
import { INSTAMG_COLORS } from './brand-colors';

export const MANIFEST_PATH = '/manifest.webmanifest';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** Every icon the shell serves, with its pixel size (shell/public + src). */
export const APP_ICONS = {
  any192: { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  any512: { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  maskable512: { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  appleTouch: { src: '/icons/apple-touch-icon-180.png', size: 180, purpose: 'any' },
} as const;

const manifestIcon = (icon: (typeof APP_ICONS)[keyof typeof APP_ICONS]): ManifestIcon => ({
  src: icon.src,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.purpose,
});

export const WEB_APP_MANIFEST = {
  id: '/',
  name: 'instamg',
  short_name: 'instamg',
  description: 'Order medicines online from licensed partner pharmacies within 5 km of you.',
  lang: 'en-IN',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: INSTAMG_COLORS.teal,
  background_color: INSTAMG_COLORS.background,
  categories: ['medical', 'health', 'shopping'],
  icons: [manifestIcon(APP_ICONS.any192), manifestIcon(APP_ICONS.any512), manifestIcon(APP_ICONS.maskable512)],
  shortcuts: [
    {
      name: 'Store orders',
      short_name: 'Orders',
      description: "Your store's incoming orders",
      url: '/store/orders',
      icons: [manifestIcon(APP_ICONS.any192)],
    },
  ],
} as const;

/** The manifest file's text, as the build emits it. */
export function webAppManifestJson(): string {
  return `${JSON.stringify(WEB_APP_MANIFEST, null, 2)}\n`;
}
