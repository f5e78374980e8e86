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
import { consentSecondsLeft, type SubstitutionView } from '@instamg/shared/domain/substitution';
import { useToast } from '@instamg/shared/toast';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';
import { useProposeSubstitute, useSubstitutes } from '../api/order-detail-queries';
import { expiryMonth } from '../domain/order-detail';
import { substituteChoices } from '../domain/substitutes';
import { formatINR } from '@instamg/shared/domain/money';
import { detailToastText, useOrderT } from '../../i18n/order-catalogue';

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The proposal waiting for the customer, with the time left (issue 16 §5). */
export function OpenSubstitution({ offer }: { offer: SubstitutionView }) {
  const t = useOrderT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = consentSecondsLeft(offer.expires_at, now);
  return (
    <Alert severity="info" data-testid="open-substitution">
      {t('substitute.offered', {
        product: offer.product_name,
        quantity: offer.quantity,
        price: formatINR(offer.unit_price),
        original: offer.original_product_name,
      })}{' '}
      {left > 0 ? t('substitute.waiting', { time: mmss(left) }) : t('substitute.expired')}
    </Alert>
  );
}

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
  const t = useOrderT();
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
          toast(detailToastText(t, 'substituteOffered'));
          close();
        },
      },
    );
  return (
    <Dialog open={item !== null} onClose={close} aria-labelledby="substitute-title" fullWidth maxWidth="sm">
      <DialogTitle id="substitute-title">{t('substitute.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {item
            ? t('substitute.intro', {
                product: item.product_name,
                quantity: item.quantity,
                price: formatINR(item.unit_price),
              })
            : ''}
        </DialogContentText>
        {substitutes.isPending && item ? (
          <CircularProgress size={24} aria-label={t('substitute.loading')} sx={{ mt: 2 }} />
        ) : choices.length === 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('substitute.none')}
          </Alert>
        ) : (
          <RadioGroup
            aria-label={t('substitute.label')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ mt: 1 }}
          >
            {choices.map((c) => (
              <FormControlLabel
                key={c.product.$id}
                value={c.product.$id}
                control={<Radio />}
                label={
                  <Typography variant="body2">
                    {c.product.name}
                    {c.product.pack_size ? ` · ${c.product.pack_size}` : ''}
                    {t('substitute.each', { price: formatINR(c.offer.unitPrice) })}
                    {c.offer.refund > 0 ? t('substitute.refund', { amount: formatINR(c.offer.refund) }) : ''}
                    {c.offer.storeAbsorbs > 0
                      ? t('substitute.absorb', { amount: formatINR(c.offer.storeAbsorbs) })
                      : ''}
                    {t('substitute.batch', { batch: c.batch.batch, expiry: expiryMonth(c.batch.expiry) })}
                    {c.needsPharmacist ? t('substitute.rx') : ''}
                  </Typography>
                }
              />
            ))}
          </RadioGroup>
        )}
        {needsPharmacist && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="ask-pharmacist">
            {t('substitute.askPharmacist')}
          </Alert>
        )}
        {propose.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {propose.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('substitute.back')}</Button>
        <Button variant="contained" onClick={send} disabled={!chosen || needsPharmacist || propose.isPending}>
          {t('substitute.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
