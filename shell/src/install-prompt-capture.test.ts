// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as shared from '@instamg/shared/install-prompt';
import {
  INSTALLABLE_EVENT,
  INSTALLED_STORAGE_KEY,
  INSTALL_PROMPT_GLOBAL,
  captureInstallPrompt,
} from './install-prompt-capture';

describe('the shell keeps the install prompt for later', () => {
  it('uses the names the offer reads', () => {
    expect([INSTALL_PROMPT_GLOBAL, INSTALLABLE_EVENT, INSTALLED_STORAGE_KEY]).toEqual([
      shared.INSTALL_PROMPT_GLOBAL,
      shared.INSTALLABLE_EVENT,
      shared.INSTALLED_STORAGE_KEY,
    ]);
  });

  it('holds the prompt, stops the browser’s own mini-bar, and forgets it once installed', () => {
    captureInstallPrompt(window);
    let told = 0;
    window.addEventListener(INSTALLABLE_EVENT, () => (told += 1));
    const prompt = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(prompt);
    expect(prompt.defaultPrevented).toBe(true);
    expect((globalThis as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL]).toBe(prompt);
    window.dispatchEvent(new Event('appinstalled'));
    expect((globalThis as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL]).toBeUndefined();
    expect(localStorage.getItem(INSTALLED_STORAGE_KEY)).toBe('1');
    expect(told).toBe(2);
  });
});
