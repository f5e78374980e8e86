import { useEffect, useState } from 'react';
import { Alert } from '@instamg/shared/mui';
import { useJsApiLoader } from '@react-google-maps/api';
import type { AddressSearchProvider } from '../api/address-search';
import { googlePlacesProvider, waitForPlacesLibrary, type PlacesLibrary } from '../api/google-places';
import { AddressAutocomplete, type AddressSearchProps } from './AddressAutocomplete';
import { useLocationT, type LocationMessageKey } from '../i18n/catalogue';

// Stable reference: the loader warns when the libraries array changes between renders.
const GOOGLE_LIBRARIES: ['places'] = ['places'];

/** Address search over Google Places, with the two SPEC §8 inline errors. */
export default function GoogleAddressSearch({ apiKey, onPick }: AddressSearchProps & { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: apiKey, libraries: GOOGLE_LIBRARIES });
  const [provider, setProvider] = useState<AddressSearchProvider | null>(null);
  const t = useLocationT();
  // The message's key, so it is shown in the language of the moment.
  const [error, setError] = useState<LocationMessageKey | null>(null);
  useEffect(() => {
    if (!isLoaded) return;
    let live = true;
    const read = () => (globalThis as { google?: { maps?: { places?: PlacesLibrary } } }).google?.maps?.places;
    waitForPlacesLibrary(read)
      .then((places) => {
        try {
          if (live) setProvider(googlePlacesProvider(places));
        } catch (cause) {
          console.error(cause);
          if (live) setError('search.initFailed');
        }
      })
      .catch(() => live && setError('search.mapsLoadFailed'));
    return () => {
      live = false;
    };
  }, [isLoaded]);
  if (loadError || error) return <Alert severity="error">{t(error ?? 'search.mapsLoadFailed')}</Alert>;
  return <AddressAutocomplete provider={provider} onPick={onPick} />;
}
