// Keeps Chromium's install prompt for later (issue 35 §1): `beforeinstallprompt` fires soon after
// load, before any remote exists, so the shell catches it here and the offer
// (@instamg/shared/install-prompt) uses it at the right moment. Plain DOM: this runs before the
// federation runtime, so it cannot import the shared module; its names are repeated here and a
// test keeps them equal.
export const INSTALL_PROMPT_GLOBAL = '__instamgInstallPrompt';
export const INSTALLABLE_EVENT = 'instamg:installable';
export const INSTALLED_STORAGE_KEY = 'instamg.installed';

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (globalThis as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL] = event;
    target.dispatchEvent(new Event(INSTALLABLE_EVENT));
  });
  target.addEventListener('appinstalled', () => {
    delete (globalThis as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL];
    try {
      localStorage.setItem(INSTALLED_STORAGE_KEY, '1');
    } catch {
      // storage blocked
    }
    target.dispatchEvent(new Event(INSTALLABLE_EVENT));
  });
}
