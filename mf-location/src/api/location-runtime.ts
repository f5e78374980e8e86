// What the location components run on: the store, the geocoder, the toast channel and how links
// and events work where they are mounted (the shell page, or a partner page for the widget).
import type { OfflineGeocoder } from './geocoder';
import type { LocationStore } from './location-store/store';
import type { ToastChannel } from './services';

export interface LocationRuntime {
  store: LocationStore;
  geocoder: OfflineGeocoder;
  toasts: ToastChannel;
  googleMapsKey?: string;
  /** Turns an app path (/account, /auth) into a link target; the widget points at the partner's site. */
  href(path: string): string;
  /** Client-side navigation inside the shell; absent in the widget (plain links). */
  navigate?: (path: string) => void;
  /** The store-updated events to follow (window in the shell, the element in the widget). */
  eventSource?: EventTarget;
}
