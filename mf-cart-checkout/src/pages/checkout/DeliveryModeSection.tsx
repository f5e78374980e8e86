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
import { POLICY } from '@instamg/shared/constants';
import type { CheckoutDeliveryMode } from '../../domain/delivery-fee';
import { slotLabel } from '../../domain/slots';
import type { Checkout } from './useCheckout';

type Props = Pick<Checkout, 'mode' | 'setMode' | 'express' | 'slots' | 'slotIndex' | 'setSlotIndex'>;

export function DeliveryModeSection({ mode, setMode, express, slots, slotIndex, setSlotIndex }: Props) {
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
        <FormControlLabel value="express" control={<Radio />} label={express.label} disabled={!express.available} />
        <FormControlLabel value="standard" control={<Radio />} label={`Standard: ${POLICY.delivery.standard}`} />
        <FormControlLabel value="scheduled" control={<Radio />} label={`Scheduled: ${POLICY.delivery.scheduled}`} />
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
