// "Install instamg" (issue 35 §1): offered at the moments it helps — after a customer's first
// order (updates on the home screen; iOS lets a site push only once installed) and on a store
// device's first shift (orders ring with the browser closed) — never on first sight, and never
// again once dismissed or installed. Chromium's `beforeinstallprompt` fires early, before any
// remote has loaded: the shell catches it (shell/src/install-prompt-capture.ts, which cannot
// import this module before federation starts) and leaves it at INSTALL_PROMPT_GLOBAL. iOS has
// no prompt: the offer says how to add it from the Share menu. Written with createElement
// because the package exports map only resolves `.ts` files.
import { createElement as h, useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@instamg/shared/mui';

export const INSTALL_PROMPT_GLOBAL = '__instamgInstallPrompt';
export const INSTALLABLE_EVENT = 'instamg:installable';
export const INSTALLED_STORAGE_KEY = 'instamg.installed';
const dismissedKey = (moment: InstallMoment) => `instamg.install.dismissed.${moment}`;

export type InstallMoment = 'first_order' | 'first_shift';
export type InstallOfferKind = 'prompt' | 'ios' | null;

export const INSTALL_TEXTS = {
  first_order: 'Install instamg on your home screen: order again in a tap and get your order’s updates.',
  first_shift: 'Install the store panel on this phone: new orders ring even when the browser is closed.',
  install: 'Install',
  notNow: 'Not now',
  ios: 'To install, tap Share, then “Add to Home Screen”.',
} as const;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Whether to offer, and how: the browser's own prompt, iOS's instructions, or not at all. */
export function installOfferKind(env: {
  standalone: boolean;
  installed: boolean;
  dismissed: boolean;
  hasPrompt: boolean;
  ios: boolean;
}): InstallOfferKind {
  if (env.standalone || env.installed || env.dismissed) return null;
  if (env.hasPrompt) return 'prompt';
  return env.ios ? 'ios' : null;
}

const stored = (key: string): boolean => {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};
const store = (key: string): void => {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // storage blocked: the offer may come again, which is harmless
  }
};
const deferredPrompt = (): BeforeInstallPromptEvent | null =>
  ((globalThis as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL] as BeforeInstallPromptEvent | undefined) ?? null;

function currentKind(moment: InstallMoment): InstallOfferKind {
  if (typeof window === 'undefined') return null;
  return installOfferKind({
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true,
    installed: stored(INSTALLED_STORAGE_KEY),
    dismissed: stored(dismissedKey(moment)),
    hasPrompt: deferredPrompt() !== null,
    ios: /iPhone|iPad|iPod/.test(navigator.userAgent),
  });
}

/** The offer for `moment`; `when` false (the moment has not come) offers nothing. */
export function useInstallOffer(moment: InstallMoment, when = true) {
  const [kind, setKind] = useState<InstallOfferKind>(null);
  useEffect(() => {
    if (!when) return;
    const update = () => setKind(currentKind(moment));
    update();
    window.addEventListener(INSTALLABLE_EVENT, update);
    return () => window.removeEventListener(INSTALLABLE_EVENT, update);
  }, [moment, when]);
  const dismiss = () => {
    store(dismissedKey(moment));
    setKind(null);
  };
  const install = async () => {
    const prompt = deferredPrompt();
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    // A prompt can be shown once: the browser fires beforeinstallprompt again if it may.
    delete (globalThis as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL];
    if (outcome === 'accepted') store(INSTALLED_STORAGE_KEY);
    else store(dismissedKey(moment));
    setKind(null);
  };
  return { kind, install, dismiss };
}

/** The offer as a quiet banner with Install / Not now (or iOS's instructions). */
export function InstallOffer({ moment, when = true }: { moment: InstallMoment; when?: boolean }) {
  const offer = useInstallOffer(moment, when);
  if (!offer.kind) return null;
  const actions = h(
    Stack,
    { direction: 'row', spacing: 0.5 },
    offer.kind === 'prompt'
      ? h(Button, { color: 'inherit', size: 'small', onClick: () => void offer.install() }, INSTALL_TEXTS.install)
      : null,
    h(Button, { color: 'inherit', size: 'small', onClick: offer.dismiss }, INSTALL_TEXTS.notNow),
  );
  return h(
    Alert,
    { severity: 'info', action: actions, 'data-testid': 'install-offer', 'data-kind': offer.kind } as Parameters<
      typeof Alert
    >[0],
    INSTALL_TEXTS[moment],
    offer.kind === 'ios' ? ` ${INSTALL_TEXTS.ios}` : '',
  );
}
