import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@instamg/shared/mui';
import { STORE_ORDER_TOASTS } from '@instamg/shared/constants';
import { consentSecondsLeft, type SubstitutionView } from '@instamg/shared/domain/substitution';
import { useToast } from '@instamg/shared/toast';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';
import { useProposeSubstitute, useSubstitutes } from '../api/order-detail-queries';
import { expiryMonth } from '../domain/order-detail';
import { substituteChoices } from '../domain/substitutes';
import { formatINR } from '@instamg/shared/domain/money';

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The proposal waiting for the customer, with the time left (issue 16 §5). */
export function OpenSubstitution({ offer }: { offer: SubstitutionView }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = consentSecondsLeft(offer.expires_at, now);
  return (
    <Alert severity="info" data-testid="open-substitution">
      Substitute offered: {offer.product_name} ({offer.quantity} × {formatINR(offer.unit_price)}) instead of{' '}
      {offer.original_product_name}.{' '}
      {left > 0
        ? `Waiting for the customer: ${mmss(left)} left.`
        : 'No answer in time: the item is being removed and refunded.'}
    </Alert>
  );
}

export const ASK_THE_PHARMACIST =
  'Ask the pharmacist: only the store’s registered pharmacist can offer a prescription medicine as a substitute.';

/**
 * The store picks a substitute for a line it is out of: products of the same salt, strength and form
 * with a batch here that can ship the line (FEFO), the price the customer would pay (never above
 * the line's) and what goes back to them. order-state checks it all again.
 */
export function SubstituteDialog({
  orderId,
  storeId,
  item,
  isPharmacist,
  onClose,
}: {
  orderId: string;
  storeId: string;
  item: OrderItemsRow | null;
  /** Only the store's registered pharmacist may offer a prescription medicine (order-state checks it too). */
  isPharmacist: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const substitutes = useSubstitutes(storeId, item?.product_id ?? null);
  const propose = useProposeSubstitute(orderId);
  const [chosen, setChosen] = useState('');
  const choices = useMemo(
    () =>
      item && substitutes.data
        ? substituteChoices(
            substitutes.data.original,
            item,
            substitutes.data.products,
            substitutes.data.batches,
            new Date(),
          )
        : [],
    [item, substitutes.data],
  );
  // Said before Send, not after the function refuses it (issue 33 §7).
  const needsPharmacist = !isPharmacist && choices.some((c) => c.product.$id === chosen && c.needsPharmacist);
  const close = () => {
    setChosen('');
    propose.reset();
    onClose();
  };
  const send = () =>
    item &&
    propose.mutate(
      { itemId: item.$id, productId: chosen },
      {
        onSuccess: () => {
          toast(STORE_ORDER_TOASTS.substituteOffered);
          close();
        },
      },
    );
  return (
    <Dialog open={item !== null} onClose={close} aria-labelledby="substitute-title" fullWidth maxWidth="sm">
      <DialogTitle id="substitute-title">Offer a substitute</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {item
            ? `${item.product_name} × ${item.quantity} at ${formatINR(item.unit_price)} each is out of stock. Choose a product of the same salt, strength and form; the customer pays no more than the original price.`
            : ''}
        </DialogContentText>
        {substitutes.isPending && item ? (
          <CircularProgress size={24} aria-label="Loading substitutes" sx={{ mt: 2 }} />
        ) : choices.length === 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            No product of the same salt, strength and form has enough stock with 3 months of shelf life here.
          </Alert>
        ) : (
          <RadioGroup aria-label="Substitute" value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ mt: 1 }}>
            {choices.map((c) => (
              <FormControlLabel
                key={c.product.$id}
                value={c.product.$id}
                control={<Radio />}
                label={
                  <Typography variant="body2">
                    {c.product.name}
                    {c.product.pack_size ? ` · ${c.product.pack_size}` : ''} — {formatINR(c.offer.unitPrice)} each
                    {c.offer.refund > 0 ? `, customer gets ${formatINR(c.offer.refund)} back` : ''}
                    {c.offer.storeAbsorbs > 0 ? ` (you absorb ${formatINR(c.offer.storeAbsorbs)})` : ''} · batch{' '}
                    {c.batch.batch}, exp {expiryMonth(c.batch.expiry)}
                    {c.needsPharmacist ? ' · Rx: the registered pharmacist offers it' : ''}
                  </Typography>
                }
              />
            ))}
          </RadioGroup>
        )}
        {needsPharmacist && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="ask-pharmacist">
            {ASK_THE_PHARMACIST}
          </Alert>
        )}
        {propose.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {propose.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Back</Button>
        <Button variant="contained" onClick={send} disabled={!chosen || needsPharmacist || propose.isPending}>
          Send to customer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
