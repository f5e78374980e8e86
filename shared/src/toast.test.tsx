// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS, TIMINGS } from './constants';
import { renderWithShellProviders } from './testing/harness';
import { createToastQueue, toastToShow, useToast, type Toast } from './toast';

describe('toastToShow', () => {
  it('takes title, description, variant and the SPEC §9 duration from the catalogue', () => {
    expect(toastToShow(TEXTS.toast.signOutFailed)).toEqual({
      title: 'Sign out failed',
      description: 'There was an error signing out.',
      variant: 'destructive',
      durationMs: TIMINGS.toastRemoveDelayMs,
    });
    expect(toastToShow(TEXTS.toast.usingApproximateLocation).durationMs).toBe(5000);
    expect(toastToShow(TEXTS.toast.storeSelected).durationMs).toBe(3000);
  });

  it("builds a describe entry's description from the store name, and insists on it", () => {
    expect(toastToShow(TEXTS.toast.storeFound, 'MedPlus').description).toBe(
      'Your medicines will be delivered from MedPlus',
    );
    expect(() => toastToShow(TEXTS.toast.storeFound)).toThrow('needs its detail');
  });

  it("uses the detail as the description of other entries (the server's message)", () => {
    expect(toastToShow(TEXTS.toast.signInFailed, 'Invalid credentials.')).toMatchObject({
      title: 'Sign in failed',
      description: 'Invalid credentials.',
    });
    expect(toastToShow(TEXTS.toast.signInFailed).description).toBeUndefined();
  });
});

describe('useToast', () => {
  function Probe({ onReady }: { onReady(toast: Toast): void }) {
    onReady(useToast());
    return null;
  }

  it('shows title and description, destructive ones with the error look', async () => {
    let toast!: Toast;
    renderWithShellProviders(<Probe onReady={(t) => (toast = t)} />);
    act(() => toast(TEXTS.toast.signInFailed, 'Invalid credentials.'));
    expect(await screen.findByText('Sign in failed')).toBeTruthy();
    expect(screen.getByText('Invalid credentials.')).toBeTruthy();
    expect(document.querySelector('.notistack-MuiContent-error')).not.toBeNull();

    act(() => toast(TEXTS.toast.signedOut));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(document.querySelector('.notistack-MuiContent-default')).not.toBeNull();
  });
});

describe('createToastQueue', () => {
  const toastNamed = (name: string) => ({ message: name, variant: 'default' as const, durationMs: 3000 });

  it('keeps the toasts shown before the toast area loaded and hands them over first, in order', () => {
    const queue = createToastQueue();
    queue.push(toastNamed('first'));
    queue.push(toastNamed('second'));
    const shown: unknown[] = [];
    const stop = queue.drain((toast) => shown.push(toast.message));
    queue.push(toastNamed('third'));
    expect(shown).toEqual(['first', 'second', 'third']);

    stop();
    queue.push(toastNamed('fourth'));
    expect(shown).toEqual(['first', 'second', 'third']);
    queue.drain((toast) => shown.push(toast.message));
    expect(shown).toEqual(['first', 'second', 'third', 'fourth']);
  });
});
