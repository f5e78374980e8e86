// SPEC §8 toasts through notistack: a title with an optional description; destructive ones get
// the error look.
import { useCallback } from 'react';
import { Box } from '@instamg/shared/mui';
import { useSnackbar } from 'notistack';
import type { ToastVariant } from '@instamg/shared/constants';

export interface ToastText {
  title: string;
  description?: string;
  variant: ToastVariant;
}

export function useToast(): (toast: ToastText) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant }: ToastText) => {
      const message = (
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>
      );
      enqueueSnackbar(message, { variant: variant === 'destructive' ? 'error' : 'default' });
    },
    [enqueueSnackbar],
  );
}
