// Plain (no React): the render server's main thread reads it to key its HTML cache.
/** Phones and tablets that announce themselves as mobile (as CDNs classify them). */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return /\bMobi|Android.+Mobile|iPhone|iPod/i.test(userAgent ?? '');
}
