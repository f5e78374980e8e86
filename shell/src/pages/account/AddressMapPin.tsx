import { Box } from '@instamg/shared/mui';
import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';

// The same libraries as mf-location's address search: the Maps loader refuses a second, different set.
const LIBRARIES: ['places'] = ['places'];
const MAP_STYLE = { width: '100%', height: '220px', borderRadius: '8px' };

/**
 * The address's delivery point as a draggable pin (issue 22 §5), only when a Maps key is set; the
 * dialog does not load this module otherwise. A Maps script that fails to load shows nothing.
 */
export default function AddressMapPin({
  apiKey,
  position,
  onMove,
}: {
  apiKey: string;
  position: { lat: number; lng: number };
  onMove(latitude: number, longitude: number): void;
}) {
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: apiKey, libraries: LIBRARIES });
  if (loadError || !isLoaded) return null;
  return (
    <Box role="region" aria-label="Delivery point on the map (drag the pin to adjust)">
      <GoogleMap mapContainerStyle={MAP_STYLE} center={position} zoom={16} options={{ streetViewControl: false }}>
        <MarkerF
          position={position}
          draggable
          onDragEnd={(event) => {
            if (event.latLng) onMove(event.latLng.lat(), event.latLng.lng());
          }}
        />
      </GoogleMap>
    </Box>
  );
}
