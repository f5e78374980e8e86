import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@instamg/shared/router';
import { useToast } from '@instamg/shared/toast';
import type { ToastChannel } from '../api/services';
import { LocationProvider } from './LocationProvider';
import { shellLocationRuntime } from '../api/shell-runtime';
import { toastEntry, useLocationT } from '../i18n/catalogue';

/** Shows the store's toasts with the shell's one toast hook: SPEC §8 entries, in the page's language. */
function ToastBridge({ toasts }: { toasts: ToastChannel }) {
  const toast = useToast();
  const t = useLocationT();
  useEffect(() => toasts.subscribe(({ key, storeName }) => toast(toastEntry(t, key), storeName)), [toasts, toast, t]);
  return null;
}

/** Location context inside the shell: the page's shared runtime plus router navigation. */
export function ShellLocation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const runtime = useMemo(
    () => ({ ...shellLocationRuntime(), navigate: (path: string) => navigate(path) }),
    [navigate],
  );
  return (
    <LocationProvider runtime={runtime}>
      <ToastBridge toasts={runtime.toasts} />
      {children}
    </LocationProvider>
  );
}
