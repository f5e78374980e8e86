import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Button, Stack, Typography } from '@instamg/shared/mui';
import { consentSecondsLeft, type SubstitutionView } from '@instamg/shared/domain/substitution';
import { useToast } from '@instamg/shared/toast';
import { answerSubstitution } from '../api/orders-api';
import { orderKeys } from '../api/keys';
import { Money } from './Money';
import { orderToast, useOrdersT } from '../i18n/orders-catalogue';
import { formatINR } from '@instamg/shared/domain/money';

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The substitute the pharmacy offers for an item it is out of (issue 16 §5): what it is, what it
 * costs against the original line, what comes back, and the time left to answer. Accept swaps the
 * line; decline (or no answer) removes it and refunds it. The order row's Realtime updates bring it
 * in and take it away.
 */
export function SubstitutionOffer({ orderId, offer }: { orderId: string; offer: SubstitutionView }) {
  const t = useOrdersT();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerSubstitution(orderId, accept),
    onSuccess: ({ order }, accept) => {
      queryClient.setQueryData(orderKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.items(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.refunds(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(orderId) });
      toast(orderToast(t, accept ? 'substituteAccepted' : 'substituteDeclined'));
    },
  });
  const left = consentSecondsLeft(offer.expires_at, now);
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="substitution-offer" aria-live="polite">
      <AlertTitle>{t('sub.title')}</AlertTitle>
      <Typography>
        <strong>{offer.original_product_name}</strong>
        {t('sub.outOfStock')}
        <strong data-testid="substitute-name">{offer.product_name}</strong>
        {offer.pack_size ? ` (${offer.pack_size})` : ''}
        {t('sub.same')}
        {offer.rx_required ? t('sub.approved') : ''}
        {t('sub.end')}
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="substitute-price">
        {offer.quantity} × <Money amount={offer.unit_price} /> = <Money amount={offer.line_total} />
        {t('sub.insteadOf')}
        <Money amount={offer.original_line_total} />
        {offer.refund_amount > 0 ? t('sub.back', { amount: formatINR(offer.refund_amount) }) : t('sub.end')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="substitute-countdown">
        {left > 0 ? t('sub.answerWithin', { time: mmss(left) }) : t('sub.passed')}
      </Typography>
      {answer.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {answer.error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={() => answer.mutate(true)} disabled={answer.isPending || left === 0}>
          {t('sub.accept')}
        </Button>
        <Button variant="outlined" onClick={() => answer.mutate(false)} disabled={answer.isPending || left === 0}>
          {t('sub.decline')}
        </Button>
      </Stack>
    </Alert>
  );
}
