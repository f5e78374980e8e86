import AppFrame from './layout/AppFrame';
import AppLoader from './layout/AppLoader';
import { useSession } from './auth/session-store';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './routes';

/** SPEC §2: the whole app shows a loader while the sign-in state loads. */
function SessionGate() {
  const status = useSession((state) => state.status);
  if (status === 'loading') return <AppLoader />;
  return (
    <AppFrame>
      <AppRoutes />
    </AppFrame>
  );
}

export default function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
