// The partner widget's React tree: its own providers, with every style and portal kept inside
// the widget's shadow root (research/mfe.md §3).
import { useEffect, useMemo } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ScopedCssBaseline, ThemeProvider, createTheme } from '@instamg/shared/mui';
import { instamgTheme } from '@instamg/shared/theme';
import { LoginToSaveAddresses } from '../components/AppLink';
import { DeliverySelector } from '../components/DeliverySelector';
import { restCaller, restLocale } from './appwrite-rest';
import type { LocationRuntime } from '../api/location-runtime';
import { LocationProvider } from '../components/LocationProvider';
import { createLocationStore } from '../api/location-store/store';
import { createLocationWiring } from '../api/services';
import { widgetHref, type WidgetOptions } from './options';
import { WidgetToasts } from './WidgetToasts';

export interface WidgetRootProps extends WidgetOptions {
  /** Inside the shadow root: emotion's <style> tags go here. */
  styleContainer: HTMLElement;
  /** Inside the shadow root: popovers and toasts render here. */
  portalContainer: HTMLElement;
  /** The host element: store events are dispatched on it (composed, so the page sees them). */
  eventTarget: EventTarget;
}

export function WidgetRoot({ endpoint, project, siteUrl, googleMapsKey, ipLocationUrl, styleContainer, portalContainer, eventTarget }: WidgetRootProps) {
  const cache = useMemo(() => createCache({ key: 'dlv', container: styleContainer, prepend: true }), [styleContainer]);
  const theme = useMemo(
    () =>
      createTheme(instamgTheme, {
        components: {
          MuiPopover: { defaultProps: { container: portalContainer } },
          MuiPopper: { defaultProps: { container: portalContainer } },
          MuiModal: { defaultProps: { container: portalContainer } },
        },
      }),
    [portalContainer],
  );
  const runtime = useMemo<LocationRuntime>(() => {
    const connection = { endpoint, project };
    const wiring = createLocationWiring({
      call: restCaller(connection),
      getLocale: restLocale(connection),
      eventTarget,
      composed: true,
      ipLocationUrl,
    });
    return {
      store: createLocationStore(wiring.deps),
      geocoder: wiring.geocoder,
      toasts: wiring.toasts,
      googleMapsKey,
      href: (path) => widgetHref(siteUrl, path),
      eventSource: eventTarget,
    };
  }, [endpoint, project, siteUrl, googleMapsKey, ipLocationUrl, eventTarget]);
  useEffect(() => () => runtime.store.getState().dispose(), [runtime]);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ScopedCssBaseline sx={{ bgcolor: 'transparent' }}>
              <LocationProvider runtime={runtime}>
                <DeliverySelector AccountSection={LoginToSaveAddresses} />
                <WidgetToasts toasts={runtime.toasts} />
              </LocationProvider>
        </ScopedCssBaseline>
      </ThemeProvider>
    </CacheProvider>
  );
}
