import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Typography } from '@instamg/shared/mui';
import type { Pin } from '../domain/pin-canvas';
import { usePartnerT } from '../../i18n/partner-catalogue';

/** The few Maps JavaScript API pieces this pin uses (no type package: the script is loaded at run time). */
interface LatLng {
  lat(): number;
  lng(): number;
}
interface MapsApi {
  Map: new (
    element: HTMLElement,
    options: Record<string, unknown>,
  ) => { panTo(at: { lat: number; lng: number }): void };
  Marker: new (options: Record<string, unknown>) => {
    setPosition(at: { lat: number; lng: number }): void;
    addListener(event: 'dragend', handler: (event: { latLng: LatLng | null }) => void): void;
  };
}
type MapsWindow = typeof globalThis & { google?: { maps?: MapsApi } };

/** The Maps JavaScript API's script URL for `key` (the one place it is written). */
export function mapsScriptUrl(key: string): string {
  return `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&v=weekly&loading=async&callback=__instamgMapsReady`;
}

let loading: Promise<MapsApi> | null = null;

/** Loads the Maps JavaScript API once per page. */
function loadMaps(key: string): Promise<MapsApi> {
  const ready = (globalThis as MapsWindow).google?.maps;
  if (ready?.Map) return Promise.resolve(ready);
  loading ??= new Promise<MapsApi>((resolve, reject) => {
    (globalThis as Record<string, unknown>).__instamgMapsReady = () => {
      const maps = (globalThis as MapsWindow).google?.maps;
      if (maps?.Map) resolve(maps);
      else reject(new Error('Google Maps did not load'));
    };
    const script = Object.assign(document.createElement('script'), { src: mapsScriptUrl(key), async: true });
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Maps did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The application's map pin on a Google map (when the deploy sets GOOGLE_MAPS_KEY, as
 * mf-location's address search decides): a draggable marker at the pin. If the Maps script
 * cannot load (bad key, blocked), `fallback` (the tile-free canvas) is shown instead.
 */
export function GoogleMapPin(props: { apiKey: string; pin: Pin; onMove(pin: Pin): void; fallback: ReactNode }) {
  const { apiKey, pin, onMove } = props;
  const t = usePartnerT();
  const markerTitle = useRef(t('map.marker'));
  const element = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: InstanceType<MapsApi['Map']>; marker: InstanceType<MapsApi['Marker']> } | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  const [failed, setFailed] = useState(false);
  const at = { lat: pin.latitude, lng: pin.longitude };

  useEffect(() => {
    let live = true;
    loadMaps(apiKey).then(
      (maps) => {
        if (!live || !element.current || parts.current) return;
        const map = new maps.Map(element.current, { center: at, zoom: 17, streetViewControl: false });
        const marker = new maps.Marker({ map, position: at, draggable: true, title: markerTitle.current });
        marker.addListener('dragend', (event) => {
          if (event.latLng) moved.current({ latitude: event.latLng.lat(), longitude: event.latLng.lng() });
        });
        parts.current = { map, marker };
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The map is made once; later pins move the marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey]);

  useEffect(() => {
    parts.current?.marker.setPosition(at);
    parts.current?.map.panTo(at);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pin.latitude, pin.longitude]);

  if (failed) return <>{props.fallback}</>;
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        ref={element}
        role="application"
        aria-label={t('map.label')}
        sx={{ width: '100%', height: 320, borderRadius: 1, bgcolor: 'grey.100' }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('map.help')}
      </Typography>
    </Box>
  );
}
