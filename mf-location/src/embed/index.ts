// Entry of the standalone partner bundle (dist-embed/delivery-selector.js): registers
// <delivery-selector> and exports the single-spa parcel lifecycles (UMD global
// `InstamgDeliverySelector` when loaded with a plain script tag).
import { defineDeliverySelector } from './element';

defineDeliverySelector();

export { bootstrap, mount, unmount, update } from './parcel';
export { defineDeliverySelector };
