import { Alert, AlertTitle, Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link } from '@instamg/shared/router';
import type { ApplicationRecord } from '@instamg/shared/domain/partner/application';
import { useLocale } from '@instamg/shared/i18n';
import { statusText, submittedDayText, usePartnerT, type DecidedStatus } from '../../i18n/partner-catalogue';

const STATUS_SEVERITY: Record<DecidedStatus, 'info' | 'success' | 'error'> = {
  submitted: 'info',
  under_review: 'info',
  approved: 'success',
  rejected: 'error',
};

/** The applicant's view once the application is out of their hands (SPEC §2 /pharmacy-partner). */
export function ApplicationStatus({ application }: { application: ApplicationRecord }) {
  const t = usePartnerT();
  const locale = useLocale();
  if (application.status === 'draft' || application.status === 'changes_requested') return null;
  const { title, text } = statusText(t, application.status);
  const severity = STATUS_SEVERITY[application.status];
  const { values } = application;
  return (
    <Stack spacing={2}>
      <Alert severity={severity} data-testid="application-status">
        <AlertTitle>{title}</AlertTitle>
        {text}
        {application.status === 'rejected' && application.reviewer_note && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('status.reason', { reason: application.reviewer_note })}
          </Typography>
        )}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {values.trade_name || values.legal_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('status.address', { address: values.address, city: values.city, pin: values.postal_code })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('status.gstin', { gstin: values.gstin })}
        </Typography>
        {application.submitted_at && (
          <Typography variant="body2" color="text.secondary">
            {t('status.submittedOn', { date: submittedDayText(locale, application.submitted_at) })}
          </Typography>
        )}
      </Paper>
      {application.status === 'approved' && (
        <Button component={Link} to="/store/dashboard" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('status.openPanel')}
        </Button>
      )}
    </Stack>
  );
}
