import { useEffect, useRef, useState } from 'react';
import { Paper, Stack, Typography } from '@instamg/shared/mui';
import { LAYOUT } from '@instamg/shared/constants';
import { toastToShow } from '@instamg/shared/toast';
import type { ToastChannel } from '../api/services';
import { addToast, removeToast, type QueuedToast } from './toast-queue';
import { toastEntry, useLocationT } from '../i18n/catalogue';

/** Toasts of the widget, rendered in its shadow root (bottom right, like the shell's). */
export function WidgetToasts({ toasts, muted = () => false }: { toasts: ToastChannel; muted?: () => boolean }) {
  const t = useLocationT();
  const [shown, setShown] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    const unsubscribe = toasts.subscribe(({ key, storeName }) => {
      if (muted()) return;
      const id = ++nextId.current;
      const shownToast = toastToShow(toastEntry(t, key), storeName);
      const { durationMs } = shownToast;
      setShown((list) => addToast(list, { id, ...shownToast }));
      const timer = setTimeout(() => {
        pending.delete(timer);
        setShown((list) => removeToast(list, id));
      }, durationMs);
      pending.add(timer);
    });
    return () => {
      unsubscribe();
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, [toasts, muted, t]);

  if (shown.length === 0) return null;
  return (
    <Stack
      spacing={1}
      role="status"
      aria-live="polite"
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1400, maxWidth: LAYOUT.toastViewportMaxWidthPx }}
    >
      {shown.map((toast) => (
        <Paper
          key={toast.id}
          elevation={6}
          data-toast={toast.variant}
          sx={{
            px: 2,
            py: 1.5,
            bgcolor: toast.variant === 'destructive' ? 'error.main' : 'grey.900',
            color: 'common.white',
          }}
        >
          <Typography variant="subtitle2">{toast.title}</Typography>
          {toast.description && <Typography variant="body2">{toast.description}</Typography>}
        </Paper>
      ))}
    </Stack>
  );
}
