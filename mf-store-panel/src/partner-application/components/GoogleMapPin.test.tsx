// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleMapPin, mapsScriptUrl } from './GoogleMapPin';

afterEach(() => {
  cleanup();
  delete (globalThis as { google?: unknown }).google;
});

/** A stand-in for the Maps JavaScript API, as the script would define it. */
function fakeMaps() {
  const markers: { options: Record<string, unknown>; dragend?: (e: unknown) => void; position?: unknown }[] = [];
  class Map {
    constructor(
      readonly element: HTMLElement,
      readonly options: Record<string, unknown>,
    ) {}
    panTo() {}
  }
  class Marker {
    record: (typeof markers)[number];
    constructor(options: Record<string, unknown>) {
      this.record = { options };
      markers.push(this.record);
    }
    setPosition(at: unknown) {
      this.record.position = at;
    }
    addListener(_event: string, handler: (e: unknown) => void) {
      this.record.dragend = handler;
    }
  }
  (globalThis as { google?: unknown }).google = { maps: { Map, Marker } };
  return markers;
}

describe('GoogleMapPin', () => {
  it('puts a draggable marker at the pin and reports where it is dropped', async () => {
    const markers = fakeMaps();
    const onMove = vi.fn();
    render(
      <GoogleMapPin
        apiKey="key"
        pin={{ latitude: 12.31, longitude: 76.65 }}
        onMove={onMove}
        fallback={<p>canvas</p>}
      />,
    );
    await waitFor(() => expect(markers).toHaveLength(1));
    expect(markers[0]!.options).toMatchObject({ position: { lat: 12.31, lng: 76.65 }, draggable: true });
    markers[0]!.dragend!({ latLng: { lat: () => 12.3105, lng: () => 76.6502 } });
    expect(onMove).toHaveBeenCalledWith({ latitude: 12.3105, longitude: 76.6502 });
    expect(screen.getByRole('application', { name: /drag the marker/ })).toBeTruthy();
    expect(screen.queryByText('canvas')).toBeNull();
  });

  it('asks Google for the key it was given', () => {
    expect(mapsScriptUrl('a b')).toMatch(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?key=a%20b&/);
  });
});
