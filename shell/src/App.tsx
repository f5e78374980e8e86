import AppFrame from './components/AppFrame';
import AppLoader from './components/AppLoader';
import { useSession } from './api/auth/session-store';
import { AppProviders } from './components/AppProviders';
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
