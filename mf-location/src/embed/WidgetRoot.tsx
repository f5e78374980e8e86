// The partner widget's React tree: its own providers, with every style and portal kept inside
// the widget's shadow root (research/mfe.md §3).
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Button, ScopedCssBaseline, Stack, ThemeProvider, Typography, createTheme } from '@instamg/shared/mui';
import { instamgTheme } from '@instamg/shared/theme';
import { LoginToSaveAddresses } from '../components/AppLink';
import { DeliverySelector } from '../components/DeliverySelector';
import { restCaller, restLocale } from './appwrite-rest';
import type { LocationRuntime } from '../api/location-runtime';
import { LocationProvider } from '../components/LocationProvider';
import { createLocationStore } from '../api/location-store/store';
import { createLocationWiring } from '../api/services';
import { widgetHref, type WidgetOptions } from './options';
import { createReachability, logPartnerOriginHintOnce } from './reachability';
import { LocaleScope, DEFAULT_LOCALE, loadCatalogue, type Locale } from '@instamg/shared/i18n';
import { LOCATION_CATALOGUE, useLocationT } from '../i18n/catalogue';
import { WidgetToasts } from './WidgetToasts';

export interface WidgetRootProps extends WidgetOptions {
  /** Inside the shadow root: emotion's <style> tags go here. */
  styleContainer: HTMLElement;
  /** Inside the shadow root: popovers and toasts render here. */
  portalContainer: HTMLElement;
  /** The host element: store events are dispatched on it (composed, so the page sees them). */
  eventTarget: EventTarget;
}

export function WidgetRoot({
  endpoint,
  project,
  siteUrl,
  googleMapsKey,
  ipLocationUrl,
  lang = DEFAULT_LOCALE,
  styleContainer,
  portalContainer,
  eventTarget,
}: WidgetRootProps) {
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
  // Retry starts the widget afresh: a new store looks the place up again (session coordinates kept).
  const [attempt, setAttempt] = useState(0);
  const reachability = useMemo(
    () => createReachability(() => logPartnerOriginHintOnce(endpoint)),
    // `project` and `attempt` are deliberate dependencies: each Retry (or project) gets its own record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [endpoint, project, attempt],
  );
  const reachable = useSyncExternalStore(reachability.subscribe, reachability.reachable);
  const toastsMuted = useCallback(() => !reachability.reachable(), [reachability]);
  const runtime = useMemo<LocationRuntime>(() => {
    const connection = { endpoint, project, onReachability: reachability.report };
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
  }, [endpoint, project, siteUrl, googleMapsKey, ipLocationUrl, eventTarget, reachability]);
  useEffect(() => () => runtime.store.getState().dispose(), [runtime]);
  const locale = useWidgetLocale(lang);

  // Nothing until the language's messages are here (a Hindi widget never shows English first).
  if (!locale) return null;
  return (
    <LocaleScope locale={locale}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <ScopedCssBaseline lang={locale} sx={{ bgcolor: 'transparent' }}>
            <LocationProvider runtime={runtime}>
              {reachable ? (
                <DeliverySelector AccountSection={LoginToSaveAddresses} />
              ) : (
                <BackendUnavailable onRetry={() => setAttempt((n) => n + 1)} />
              )}
              {/* Toasts that follow from an unanswered request (e.g. 'Location not available') would mislead. */}
              <WidgetToasts toasts={runtime.toasts} muted={toastsMuted} />
            </LocationProvider>
          </ScopedCssBaseline>
        </ThemeProvider>
      </CacheProvider>
    </LocaleScope>
  );
}

/**
 * The locale to render in, once its catalogue is loaded (null until then): English at once, Hindi
 * after its chunk (dist-embed/async/delivery-selector-hi.js); English if that chunk cannot load.
 */
function useWidgetLocale(lang: Locale): Locale | null {
  const [ready, setReady] = useState<Locale | null>(() => (LOCATION_CATALOGUE.loaded[lang] ? lang : null));
  useEffect(() => {
    if (LOCATION_CATALOGUE.loaded[lang]) return setReady(lang);
    let live = true;
    setReady(null);
    loadCatalogue(LOCATION_CATALOGUE, lang).then(
      () => live && setReady(lang),
      (error: unknown) => {
        console.warn(`[delivery-selector] could not load the ${lang} texts; showing English`, error);
        if (live) setReady(DEFAULT_LOCALE);
      },
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return ready;
}

/** In place of the selector while the backend does not answer from this page. */
function BackendUnavailable({ onRetry }: { onRetry(): void }) {
  const t = useLocationT();
  return (
    <Stack
      direction="row"
      spacing={1}
      role="alert"
      data-testid="delivery-unavailable"
      sx={{ alignItems: 'center', px: 1, py: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('widget.unavailable')}
      </Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        {t('widget.retry')}
      </Button>
    </Stack>
  );
}
