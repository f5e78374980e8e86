import { createRemoteRoot } from '@instamg/shared/mf/remote-root';

/** Root of everything mf_admin renders (data-boundary, data-build); see shared/src/mf/remote-root.ts. */
export const RemoteRoot = createRemoteRoot('mf-admin', import.meta.env.PUBLIC_BUILD_LABEL);
