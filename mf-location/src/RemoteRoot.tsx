import { createRemoteRoot } from '@instamg/shared/mf/remote-root';

/** Root of everything mf_location renders (data-boundary, data-build); see shared/src/mf/remote-root.ts. */
export const RemoteRoot = createRemoteRoot('mf-location', import.meta.env.PUBLIC_BUILD_LABEL);
