// The demo single-spa host (embed/single-spa.html): a page that owns single-spa and mounts
// the widget's parcel from the UMD global of dist-embed/delivery-selector.js.
import { mountRootParcel, start, type Parcel, type ParcelConfig } from 'single-spa';

declare global {
  interface Window {
    InstamgDeliverySelector?: ParcelConfig;
    /** For tests and the page's buttons. */
    deliveryParcel?: Parcel;
  }
}

const slot = document.getElementById('delivery-slot');
const parcelConfig = window.InstamgDeliverySelector;
if (!slot || !parcelConfig) throw new Error('single-spa host: #delivery-slot and delivery-selector.js must load first');

const params = new URLSearchParams(location.search);
start();
window.deliveryParcel = mountRootParcel(parcelConfig, {
  domElement: slot,
  endpoint: params.get('endpoint') ?? 'http://localhost:8080/v1',
  project: params.get('project') ?? 'instamg',
});
document.getElementById('unmount')?.addEventListener('click', () => void window.deliveryParcel?.unmount());
