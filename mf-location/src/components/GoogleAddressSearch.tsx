import { useEffect, useState } from 'react';
import { Alert } from '@instamg/shared/mui';
import { useJsApiLoader } from '@react-google-maps/api';
import { TEXTS } from '@instamg/shared/constants';
import type { AddressSearchProvider } from '../api/address-search';
import { googlePlacesProvider, waitForPlacesLibrary, type PlacesLibrary } from '../api/google-places';
import { AddressAutocomplete, type AddressSearchProps } from './AddressAutocomplete';

// Stable reference: the loader warns when the libraries array changes between renders.
const GOOGLE_LIBRARIES: ['places'] = ['places'];

/** Address search over Google Places, with the two SPEC §8 inline errors. */
export default function GoogleAddressSearch({ apiKey, onPick }: AddressSearchProps & { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: apiKey, libraries: GOOGLE_LIBRARIES });
  const [provider, setProvider] = useState<AddressSearchProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
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
          if (live) setError(TEXTS.errors.addressSearchInitFailed);
        }
      })
      .catch(() => live && setError(TEXTS.errors.mapsLoadFailed));
    return () => {
      live = false;
    };
  }, [isLoaded]);
  if (loadError || error) return <Alert severity="error">{error ?? TEXTS.errors.mapsLoadFailed}</Alert>;
  return <AddressAutocomplete provider={provider} onPick={onPick} />;
}
