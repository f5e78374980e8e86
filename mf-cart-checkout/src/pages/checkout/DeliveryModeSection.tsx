import {
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Select,
  Typography,
} from '@instamg/shared/mui';
import { formatINR } from '@instamg/shared/domain/money';
import { useLocale } from '@instamg/shared/i18n';
import type { CheckoutDeliveryMode } from '../../domain/delivery-fee';
import { deliveryPromise, slotText, useCartT, type CartT } from '../../i18n/catalogue';
import type { Checkout } from './useCheckout';

type Props = Pick<
  Checkout,
  'mode' | 'setMode' | 'express' | 'deliveryOptions' | 'quote' | 'store' | 'slots' | 'slotIndex' | 'setSlotIndex'
>;

const NAMES = {
  express: 'mode.express',
  standard: 'mode.standard',
  scheduled: 'mode.scheduled',
} as const satisfies Record<CheckoutDeliveryMode, string>;

/**
 * 'Express: ₹55 · Delivery in 18 min' (issue 40 §2): each option's fee from the server's quote
 * and its promise from the one SPEC §9 estimate, before it is chosen.
 */
function optionLabel(
  t: CartT,
  mode: CheckoutDeliveryMode,
  fee: number | undefined,
  distanceKm: number | null,
  unavailable: string | null,
): string {
  const name = t(NAMES[mode]);
  if (unavailable) return t('mode.optionUnavailable', { name, reason: unavailable });
  const price = fee === undefined ? '' : t('mode.price', { fee: fee === 0 ? t('mode.free') : formatINR(fee) });
  return t('mode.option', { name, price, promise: deliveryPromise(t, mode, distanceKm) });
}

export function DeliveryModeSection({
  mode,
  setMode,
  express,
  deliveryOptions,
  quote,
  store,
  slots,
  slotIndex,
  setSlotIndex,
}: Props) {
  const t = useCartT();
  const locale = useLocale();
  const distanceKm = quote.data?.store.distance_km ?? store?.distance_km ?? null;
  const option = (m: CheckoutDeliveryMode) => deliveryOptions?.find((o) => o.mode === m);
  const expressOff = option('express')?.available === false || !express.available;
  const label = (m: CheckoutDeliveryMode) =>
    optionLabel(t, m, option(m)?.fee, distanceKm, m === 'express' && expressOff ? t('mode.expressTooFar') : null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('mode.section')}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('mode.title')}
      </Typography>
      <RadioGroup
        value={mode}
        onChange={(e) => setMode(e.target.value as CheckoutDeliveryMode)}
        aria-label={t('mode.section')}
      >
        <FormControlLabel value="express" control={<Radio />} label={label('express')} disabled={expressOff} />
        <FormControlLabel value="standard" control={<Radio />} label={label('standard')} />
        <FormControlLabel value="scheduled" control={<Radio />} label={label('scheduled')} />
      </RadioGroup>
      {mode === 'scheduled' && (
        <FormControl size="small" sx={{ mt: 1, minWidth: 280 }}>
          <InputLabel id="slot-label">{t('mode.slot')}</InputLabel>
          <Select
            labelId="slot-label"
            label={t('mode.slot')}
            value={slotIndex}
            onChange={(e) => setSlotIndex(Number(e.target.value))}
          >
            {slots.map((slot, i) => (
              <MenuItem key={slot.start.toISOString()} value={i}>
                {slotText(locale, slot)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
    </Paper>
  );
}
