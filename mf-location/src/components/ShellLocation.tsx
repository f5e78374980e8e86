import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@instamg/shared/router';
import { useSnackbar } from 'notistack';
import { Box, Typography } from '@instamg/shared/mui';
// The 'destructive' toast variant is declared with the host's SnackbarProvider.
import type {} from '@instamg/shared/mf/host-providers';
import type { ToastChannel } from '../api/services';
import { toastText } from '../domain/toast-text';
import { LocationProvider } from './LocationProvider';
import { shellLocationRuntime } from '../api/shell-runtime';

/** Shows the store's toasts with the shell's notistack, in SPEC §8 words. */
function ToastBridge({ toasts }: { toasts: ToastChannel }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      toasts.subscribe((request) => {
        const { title, description, destructive } = toastText(request);
        enqueueSnackbar(
          <Box>
            <Typography variant="subtitle2">{title}</Typography>
            {description && <Typography variant="body2">{description}</Typography>}
          </Box>,
          { variant: destructive ? 'destructive' : 'default', autoHideDuration: request.durationMs },
        );
      }),
    [toasts, enqueueSnackbar],
  );
  return null;
}

/** Location context inside the shell: the page's shared runtime plus router navigation. */
export function ShellLocation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const runtime = useMemo(() => ({ ...shellLocationRuntime(), navigate: (path: string) => navigate(path) }), [navigate]);
  return (
    <LocationProvider runtime={runtime}>
      <ToastBridge toasts={runtime.toasts} />
      {children}
    </LocationProvider>
  );
}
