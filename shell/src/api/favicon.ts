import { ASSETS, STORAGE_KEYS } from '@instamg/shared/constants';

/** The stored favicon path, or the default shipped in the shell's public/. Storage errors are only logged (SPEC §8). */
export function readStoredFavicon(storage: Pick<Storage, 'getItem'>): string {
  try {
    const stored = storage.getItem(STORAGE_KEYS.favicon)?.trim();
    return stored ? stored : ASSETS.defaultFavicon;
  } catch (error) {
    console.error('[favicon] could not read the stored favicon', error);
    return ASSETS.defaultFavicon;
  }
}

/** Points the page's icon link at the stored favicon, adding the link if the page has none. */
export function applyStoredFavicon(
  doc: Document = document,
  storage: Pick<Storage, 'getItem'> = safeLocalStorage(),
): void {
  const href = readStoredFavicon(storage);
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Reading `window.localStorage` itself throws when storage is blocked; treat that as "nothing stored". */
function safeLocalStorage(): Pick<Storage, 'getItem'> {
  try {
    return window.localStorage;
  } catch (error) {
    console.error('[favicon] local storage is not available', error);
    return { getItem: () => null };
  }
}
