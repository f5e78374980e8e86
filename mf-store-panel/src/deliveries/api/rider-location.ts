// The rider's phone shares its position while out on a delivery (issue 38 §3): watchPosition, one
// ping per 10 s or 50 m (shouldSendPing), stopped as soon as no delivery is out; nothing off-duty.
import { useEffect, useRef, useState } from 'react';
import { shouldSendPing } from '@instamg/shared/domain/delivery-staff';
import type { LatLng } from '@instamg/shared/domain/pin-location';
import { sendRiderLocation } from './deliveries';

export type LocationState = 'off' | 'asking' | 'sharing' | 'denied' | 'unavailable' | 'unsupported';

export interface BatteryView {
  level: number;
  charging: boolean;
}

interface BatteryManagerLike {
  level: number;
  charging: boolean;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export function useRiderLocation(outOrderIds: readonly string[]): {
  state: LocationState;
  lastSentAt: number | null;
  battery: BatteryView | null;
} {
  const [state, setState] = useState<LocationState>('off');
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const [battery, setBattery] = useState<BatteryView | null>(null);
  const last = useRef<(LatLng & { atMs: number }) | null>(null);
  const ids = outOrderIds.join(',');

  useEffect(() => {
    if (!ids) {
      setState('off');
      last.current = null;
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unsupported');
      return;
    }
    setState('asking');
    const orders = ids.split(',');
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setState('sharing');
        const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        const now = Date.now();
        if (!shouldSendPing(last.current, point, now)) return;
        last.current = { ...point, atMs: now };
        setLastSentAt(now);
        for (const orderId of orders)
          sendRiderLocation(orderId, point.latitude, point.longitude, now).catch(() => {
            // A refused ping (too soon, the order moved on) is dropped: the next position tries again.
          });
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [ids]);

  useEffect(() => {
    const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryManagerLike> }).getBattery;
    if (!ids || !getBattery) return;
    let manager: BatteryManagerLike | null = null;
    const update = () => manager && setBattery({ level: manager.level, charging: manager.charging });
    void getBattery.call(navigator).then((m) => {
      manager = m;
      update();
      m.addEventListener('levelchange', update);
      m.addEventListener('chargingchange', update);
    });
    return () => {
      manager?.removeEventListener('levelchange', update);
      manager?.removeEventListener('chargingchange', update);
    };
  }, [ids]);

  return { state, lastSentAt, battery };
}

export const LOCATION_STATE_TEXT: Readonly<Record<LocationState, string>> = {
  off: 'Location is not shared: you have no delivery out.',
  asking: 'Allow location so the customer can see you coming.',
  sharing: 'Sharing your location with the customer while you deliver.',
  denied: 'Location is blocked for this site. Allow it in the browser settings so the customer can track you.',
  unavailable: 'Your phone cannot find its location right now. Move outdoors or turn on GPS.',
  unsupported: 'This browser cannot share location.',
};
