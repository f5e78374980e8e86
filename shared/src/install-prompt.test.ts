import { describe, expect, it } from 'vitest';
import { installOfferKind } from './install-prompt';

const base = { standalone: false, installed: false, dismissed: false, hasPrompt: false, ios: false };

describe('when to offer installing', () => {
  it('offers the browser’s prompt when it has one, iOS’s instructions on iOS, else nothing', () => {
    expect(installOfferKind({ ...base, hasPrompt: true })).toBe('prompt');
    expect(installOfferKind({ ...base, ios: true })).toBe('ios');
    expect(installOfferKind(base)).toBeNull();
  });

  it('never once installed, dismissed, or running installed', () => {
    for (const already of ['standalone', 'installed', 'dismissed'] as const)
      expect(installOfferKind({ ...base, hasPrompt: true, ios: true, [already]: true })).toBeNull();
  });
});
