import { useEffect, useState } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { isFunctionError } from '@instamg/shared/appwrite/call-function';
import { ASSIGNABLE_STATUSES, OCCUPYING_STATUSES, type RiderLoad } from '@instamg/shared/domain/delivery-staff';
import type { OrderStatus } from '@instamg/shared/domain/order';
import { useAssignRider, useRiders } from '../../deliveries/api/deliveries';

const NONE: readonly RiderLoad[] = [];
const loadText = (load: number) => (load === 0 ? 'free' : `${load} on hand`);

/**
 * The order's rider (issue 38 §2): at Ready for pickup (or back from a failed delivery) the store
 * picks one of its riders — free ones first, then by how many deliveries they have on hand — or
 * changes the one assigned; once out, who is bringing it and how far away.
 */
export function AssignRider({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const assignable = ASSIGNABLE_STATUSES.includes(status);
  const riders = useRiders(orderId, OCCUPYING_STATUSES.includes(status));
  const assign = useAssignRider(orderId);
  const [chosen, setChosen] = useState('');
  const current = assign.data?.delivery ?? riders.data?.delivery ?? null;
  const list = riders.data?.riders ?? NONE;
  // The first offered is the free-est rider (rankRiders): preselected.
  const first = list[0]?.user_id;
  useEffect(() => {
    if (!chosen && first) setChosen(first);
  }, [chosen, first]);
  if (!OCCUPYING_STATUSES.includes(status)) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rider">
      <Typography id="rider" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Delivery rider
      </Typography>
      <Typography data-testid="assigned-rider">
        {current
          ? `${current.rider_first_name}${current.eta_minutes != null && status === 'out_for_delivery' ? ` · about ${current.eta_minutes} min away` : ''}`
          : 'No rider assigned yet.'}
      </Typography>
      {assignable && riders.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Invite a delivery rider in Settings → Staff to assign one here.
        </Typography>
      )}
      {assignable && list.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            label="Rider"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {list.map((r) => (
              <MenuItem key={r.user_id} value={r.user_id}>
                {r.name} ({loadText(r.load)})
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!chosen || assign.isPending || chosen === current?.rider_id}
            onClick={() => assign.mutate(chosen, { onSuccess: () => void riders.refetch() })}
          >
            {current ? 'Change rider' : 'Assign rider'}
          </Button>
        </Stack>
      )}
      {riders.isError && <Alert severity="error">We could not load the riders. Try again.</Alert>}
      {assign.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {isFunctionError(assign.error) ? assign.error.message : 'The rider could not be assigned. Try again.'}
        </Alert>
      )}
    </Paper>
  );
}
