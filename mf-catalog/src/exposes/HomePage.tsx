import { Typography } from '@instamg/shared/mui';
import { RemoteRoot } from '../RemoteRoot';
import { HomePage } from '../pages/home/HomePage';

/**
 * A line a deployment may show above the home page (PUBLIC_RELEASE_NOTE, inlined at build time);
 * unset in normal builds. The render server's "new version" fixture sets it (scripts/build.mjs),
 * so a live redeploy is visible in the server HTML and the hydrated page.
 */
const RELEASE_NOTE = import.meta.env.PUBLIC_RELEASE_NOTE as string | undefined;

export default function ExposedHomePage() {
  return (
    <RemoteRoot>
      {RELEASE_NOTE ? (
        <Typography variant="body2" data-testid="release-note">
          {RELEASE_NOTE}
        </Typography>
      ) : null}
      <HomePage />
    </RemoteRoot>
  );
}

// Server rendering: fills the request's cache and describes the page (api/loaders.ts).
export { homeLoader as loader } from '../api/loaders';
