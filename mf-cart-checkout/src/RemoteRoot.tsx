import { createRemoteRoot } from '@instamg/shared/mf/remote-root';

/** Root of everything mf_cart_checkout renders (data-boundary, data-build); see shared/src/mf/remote-root.ts. */
export const RemoteRoot = createRemoteRoot('mf-cart-checkout', import.meta.env.PUBLIC_BUILD_LABEL);
