import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Stack, TextField } from '@instamg/shared/mui';
import { useToast } from '@instamg/shared/toast';
import { shareTracking } from '../api/orders-api';
import { orderToast, useOrdersT } from '../i18n/orders-catalogue';

/**
 * "Share tracking" on the order page while it is out for delivery (issue 38 §4): a new link each
 * time (delivery-tracking `share`), handed to the phone's share sheet (Web Share API) or, where
 * there is none, copied with a toast. The link stays shown so it can be copied by hand too.
 */
export function ShareTracking({ orderId }: { orderId: string }) {
  const t = useOrdersT();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const share = useMutation({
    mutationFn: () => shareTracking(orderId),
    onSuccess: async ({ url: path }) => {
      const absolute = new URL(path, window.location.origin).toString();
      setUrl(absolute);
      if (typeof navigator.share === 'function') {
        // The person closing the share sheet is not an error.
        await navigator.share({ title: t('share.title'), url: absolute }).catch(() => undefined);
        return;
      }
      const copied = await navigator.clipboard
        ?.writeText(absolute)
        .then(() => true)
        .catch(() => false);
      toast(orderToast(t, copied ? 'trackingLinkCopied' : 'trackingLinkShown'));
    },
  });
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Button
        variant="outlined"
        onClick={() => share.mutate()}
        disabled={share.isPending}
        data-testid="share-tracking"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('share.label')}
      </Button>
      {share.isError && <Alert severity="error">{share.error.message}</Alert>}
      {url && (
        <TextField
          label={t('share.field')}
          value={url}
          size="small"
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'tracking-link-url' } }}
          onFocus={(e) => e.target.select()}
        />
      )}
    </Stack>
  );
}
