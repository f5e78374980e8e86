import { Suspense, lazy, useMemo } from 'react';
import { CircularProgress } from '@instamg/shared/mui';
import { offlineSearchProvider } from '../api/address-search';
import { useLocationRuntime } from './LocationProvider';
import { AddressAutocomplete, type AddressSearchProps } from './AddressAutocomplete';

// Loaded only with a Maps key: keeps the Google loader out of the partner widget's main file.
const GoogleAddressSearch = lazy(() => import(/* webpackChunkName: "google-address-search" */ './GoogleAddressSearch'));

/** The address autocomplete of the selector's search mode (SPEC §2, §4 "Address search"). */
export function AddressSearch({ onPick }: AddressSearchProps) {
  const { googleMapsKey, geocoder, store } = useLocationRuntime();
  // Before the branch: hooks run in the same order whether or not a Maps key is configured.
  const offline = useMemo(() => offlineSearchProvider(geocoder, () => store.getState().coordinates), [geocoder, store]);
  if (googleMapsKey) {
    return (
      <Suspense fallback={<CircularProgress size={16} />}>
        <GoogleAddressSearch apiKey={googleMapsKey} onPick={onPick} />
      </Suspense>
    );
  }
  return <AddressAutocomplete provider={offline} onPick={onPick} />;
}
