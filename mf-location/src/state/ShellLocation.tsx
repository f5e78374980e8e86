import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LocationProvider } from './LocationProvider';
import { shellLocationRuntime } from './shell-runtime';

/** Location context inside the shell: the page's shared runtime plus router navigation. */
export function ShellLocation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const runtime = useMemo(() => ({ ...shellLocationRuntime(), navigate: (path: string) => navigate(path) }), [navigate]);
  return <LocationProvider runtime={runtime}>{children}</LocationProvider>;
}
