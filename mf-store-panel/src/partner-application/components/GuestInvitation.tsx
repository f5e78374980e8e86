import { Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link } from '@instamg/shared/router';
import { authPathFor, type FormStep } from '../domain/application-form';

/** Anyone may read about joining; applying needs an account (the step is kept for the way back). */
export function GuestInvitation({ step }: { step: FormStep }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Sign in to apply
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Your application is saved as you go, so you can finish it later on any device. Keep your GSTIN, Form 20 and Form
        21 drug licences, the pharmacist&apos;s registration certificate and a cancelled cheque at hand.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} to={authPathFor('signin', step)} variant="contained">
          Sign in
        </Button>
        <Button component={Link} to={authPathFor('signup', step)} variant="outlined">
          Create an account
        </Button>
      </Stack>
    </Paper>
  );
}
