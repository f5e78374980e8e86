// The delivery selector's Express / Standard choice as mf-location publishes it: the session's
// stored choice at start, then every 'delivery-mode-updated' event. One reader for every app.
import { useEffect, useState } from 'react';
import { on } from '../events';
import type { DeliveryMode } from '../constants';
import { readDeliveryModeChoice, readStoredDeliveryModeChoice } from '../domain/delivery-mode-choice';

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readChosenDeliveryMode(): DeliveryMode {
  return readDeliveryModeChoice(sessionStore());
}

export function useChosenDeliveryMode(): DeliveryMode {
  const [mode, setMode] = useState<DeliveryMode>(readChosenDeliveryMode);
  useEffect(() => on('delivery-mode-updated', ({ mode: next }) => setMode(next)), []);
  return mode;
}

/**
 * Only a choice the customer made (toggled in the selector this session), else null: the
 * selector's starting 'express' (SPEC §4) is not a choice, so checkout does not default to it.
 */
export function useToggledDeliveryMode(): DeliveryMode | null {
  const [mode, setMode] = useState<DeliveryMode | null>(() => readStoredDeliveryModeChoice(sessionStore()));
  useEffect(() => on('delivery-mode-updated', ({ mode: next }) => setMode(next)), []);
  return mode;
}
