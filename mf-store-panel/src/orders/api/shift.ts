// "Start shift" (issue 15): what a browser needs before it can ring for a new order. Sound needs a
// user gesture (AudioContext.resume inside the click), a system notification needs the
// permission, and a screen wake lock keeps a counter tablet awake; the lock is released whenever
// the page is hidden, so it is asked for again when the page is shown. One shift per page (a
// module store): leaving the inbox for an order's detail and coming back keeps it.
//
// The shift is the device's setting (issue 33 §3): "on shift" is kept in localStorage, so after a
// reload the panel offers "Resume shift", one tap, since a browser lets sound start only from a
// user gesture; End shift forgets it. The device's push subscription follows it (set_shift), so a
// phone whose shift ended does not ring with the app closed; a remembered shift keeps ringing.
import { useSyncExternalStore } from 'react';
import { setPushShift } from '@instamg/shared/push-alerts';

export type Capability = 'on' | 'off' | 'denied' | 'unsupported';

export interface ShiftState {
  started: boolean;
  /** This device was on shift before the page (re)loaded: one tap resumes it. */
  resumable: boolean;
  sound: Capability;
  notifications: Capability;
  wakeLock: Capability;
  /** How many alert tones have played this shift (the e2e reads it from the DOM). */
  tonesPlayed: number;
}

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/** Where the device remembers that it is on shift. */
export const SHIFT_STORAGE_KEY = 'instamg.storePanel.shift';

function rememberedShift(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SHIFT_STORAGE_KEY) === 'on';
  } catch {
    return false; // storage blocked (private mode): the shift lasts as long as the page
  }
}

function rememberShift(on: boolean): void {
  try {
    if (on) localStorage.setItem(SHIFT_STORAGE_KEY, 'on');
    else localStorage.removeItem(SHIFT_STORAGE_KEY);
  } catch {
    // storage blocked: nothing to remember
  }
}

let state: ShiftState = {
  started: false,
  resumable: rememberedShift(),
  sound: 'off',
  notifications: typeof Notification === 'undefined' ? 'unsupported' : fromPermission(Notification.permission),
  wakeLock: 'off',
  tonesPlayed: 0,
};
const listeners = new Set<() => void>();
let audio: AudioContext | null = null;
let lock: WakeLockSentinelLike | null = null;

function fromPermission(permission: NotificationPermission): Capability {
  return permission === 'granted' ? 'on' : permission === 'denied' ? 'denied' : 'off';
}

function set(change: Partial<ShiftState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function wakeLockApi(): WakeLockLike | null {
  return (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock ?? null;
}

async function acquireWakeLock(): Promise<void> {
  const api = wakeLockApi();
  if (!api) return set({ wakeLock: 'unsupported' });
  try {
    lock = await api.request('screen');
    set({ wakeLock: 'on' });
    lock.addEventListener('release', () => set({ wakeLock: 'off' }));
  } catch {
    // Refused (battery saver, a hidden page, a headless browser): the shift goes on without it.
    set({ wakeLock: 'denied' });
  }
}

function onVisibilityChange(): void {
  if (state.started && document.visibilityState === 'visible' && (!lock || lock.released)) void acquireWakeLock();
}

/** Must run inside the click's handler: resume() is allowed only during a user gesture. */
export async function startShift(): Promise<void> {
  const AudioContextClass =
    window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (AudioContextClass) {
    audio ??= new AudioContextClass();
    const resumed = audio.resume().then(
      () => set({ sound: audio?.state === 'running' ? 'on' : 'off' }),
      () => set({ sound: 'denied' }),
    );
    set({ started: true, resumable: false });
    rememberShift(true);
    await resumed;
  } else {
    set({ started: true, resumable: false, sound: 'unsupported' });
    rememberShift(true);
  }
  if (typeof Notification !== 'undefined') {
    try {
      set({ notifications: fromPermission(await Notification.requestPermission()) });
    } catch {
      set({ notifications: 'denied' });
    }
  }
  document.addEventListener('visibilitychange', onVisibilityChange);
  void setPushShift(true);
  await acquireWakeLock();
}

export function endShift(): void {
  document.removeEventListener('visibilitychange', onVisibilityChange);
  void lock?.release();
  lock = null;
  void audio?.suspend();
  rememberShift(false);
  set({ started: false, resumable: false, sound: 'off', wakeLock: 'off' });
  // The phone stops ringing for the store with the app closed too.
  void setPushShift(false);
}

/** One alert: two short high tones (Web Audio, no sound file). Silent until the shift started. */
export function playAlertTone(): boolean {
  if (!audio || audio.state !== 'running') return false;
  const at = audio.currentTime;
  for (const offset of [0, 0.3]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, at + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + offset + 0.2);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at + offset);
    oscillator.stop(at + offset + 0.22);
  }
  set({ tonesPlayed: state.tonesPlayed + 1 });
  return true;
}

/** A short buzz pattern where the device can vibrate (phones; desktops and iOS Safari ignore it). */
export function vibrateAlert(): void {
  try {
    if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate([200, 100, 200]);
  } catch {
    // not allowed without a user's earlier tap: the tone and the sheet still alert
  }
}

/** A system notification for a new order when the page is not in front (permission granted). */
export function notifyNewOrder(title: string, body: string): void {
  if (state.notifications !== 'on' || typeof Notification === 'undefined') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    new Notification(title, { body, tag: 'instamg-new-order' });
  } catch {
    // Some browsers (Android Chrome) allow notifications only from a service worker.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShift(): ShiftState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
