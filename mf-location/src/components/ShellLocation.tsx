import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@instamg/shared/router';
import { TEXTS } from '@instamg/shared/constants';
import { useToast } from '@instamg/shared/toast';
import type { ToastChannel } from '../api/services';
import { LocationProvider } from './LocationProvider';
import { shellLocationRuntime } from '../api/shell-runtime';

/** Shows the store's toasts with the shell's one toast hook, from the SPEC §8 catalogue. */
function ToastBridge({ toasts }: { toasts: ToastChannel }) {
  const toast = useToast();
  useEffect(() => toasts.subscribe(({ key, storeName }) => toast(TEXTS.toast[key], storeName)), [toasts, toast]);
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
