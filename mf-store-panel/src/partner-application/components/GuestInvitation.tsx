import { Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link } from '@instamg/shared/router';
import { authPathFor, type FormStep } from '../domain/application-form';
import { usePartnerT } from '../../i18n/partner-catalogue';

/** Anyone may read about joining; applying needs an account (the step is kept for the way back). */
export function GuestInvitation({ step }: { step: FormStep }) {
  const t = usePartnerT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('guest.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('guest.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} to={authPathFor('signin', step)} variant="contained">
          {t('guest.signIn')}
        </Button>
        <Button component={Link} to={authPathFor('signup', step)} variant="outlined">
          {t('guest.signUp')}
        </Button>
      </Stack>
    </Paper>
  );
}
