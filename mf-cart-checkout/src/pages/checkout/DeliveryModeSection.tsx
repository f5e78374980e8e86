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
import { deliveryOptionPromise } from '@instamg/shared/domain/delivery-promise';
import type { CheckoutDeliveryMode } from '../../domain/delivery-fee';
import { slotLabel } from '../../domain/slots';
import type { Checkout } from './useCheckout';

type Props = Pick<
  Checkout,
  'mode' | 'setMode' | 'express' | 'deliveryOptions' | 'quote' | 'store' | 'slots' | 'slotIndex' | 'setSlotIndex'
>;

const NAMES: Record<CheckoutDeliveryMode, string> = {
  express: 'Express',
  standard: 'Standard',
  scheduled: 'Scheduled',
};

/**
 * 'Express: ₹55 · Delivery in 18 min' (issue 40 §2): each option's fee from the server's quote
 * and its promise from the one SPEC §9 estimate, before it is chosen.
 */
function optionLabel(
  mode: CheckoutDeliveryMode,
  fee: number | undefined,
  distanceKm: number | null,
  unavailable: string | null,
): string {
  if (unavailable) return `${NAMES[mode]}: ${unavailable}`;
  const price = fee === undefined ? '' : `${fee === 0 ? 'Free' : formatINR(fee)} · `;
  return `${NAMES[mode]}: ${price}${deliveryOptionPromise(mode, distanceKm)}`;
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
  const distanceKm = quote.data?.store.distance_km ?? store?.distance_km ?? null;
  const option = (m: CheckoutDeliveryMode) => deliveryOptions?.find((o) => o.mode === m);
  const expressOff = option('express')?.available === false || !express.available;
  const label = (m: CheckoutDeliveryMode) =>
    optionLabel(
      m,
      option(m)?.fee,
      distanceKm,
      m === 'express' && expressOff ? 'not available this far from the store' : null,
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Delivery mode">
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Delivery
      </Typography>
      <RadioGroup
        value={mode}
        onChange={(e) => setMode(e.target.value as CheckoutDeliveryMode)}
        aria-label="Delivery mode"
      >
        <FormControlLabel value="express" control={<Radio />} label={label('express')} disabled={expressOff} />
        <FormControlLabel value="standard" control={<Radio />} label={label('standard')} />
        <FormControlLabel value="scheduled" control={<Radio />} label={label('scheduled')} />
      </RadioGroup>
      {mode === 'scheduled' && (
        <FormControl size="small" sx={{ mt: 1, minWidth: 280 }}>
          <InputLabel id="slot-label">Delivery slot</InputLabel>
          <Select
            labelId="slot-label"
            label="Delivery slot"
            value={slotIndex}
            onChange={(e) => setSlotIndex(Number(e.target.value))}
          >
            {slots.map((slot, i) => (
              <MenuItem key={slot.start.toISOString()} value={i}>
                {slotLabel(slot)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
    </Paper>
  );
}
