import { Alert, AlertTitle, Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link } from '@instamg/shared/router';
import type { ApplicationRecord, ApplicationStatus as Status } from '@instamg/shared/domain/partner/application';

const STATUS_TEXT: Record<
  Exclude<Status, 'draft' | 'changes_requested'>,
  { title: string; text: string; severity: 'info' | 'success' | 'error' }
> = {
  submitted: {
    title: 'Application submitted',
    text: 'Thank you. Our team will review your application and documents, and this page will show the outcome.',
    severity: 'info',
  },
  under_review: {
    title: 'Under review',
    text: 'Our team is checking your licences and documents. This page will show the outcome.',
    severity: 'info',
  },
  approved: {
    title: 'Approved',
    text: 'Welcome aboard! Your store is live. Open your store panel to add your stock.',
    severity: 'success',
  },
  rejected: { title: 'Application not approved', text: 'We could not approve your application.', severity: 'error' },
};

/** The applicant's view once the application is out of their hands (SPEC §2 /pharmacy-partner). */
export function ApplicationStatus({ application }: { application: ApplicationRecord }) {
  if (application.status === 'draft' || application.status === 'changes_requested') return null;
  const { title, text, severity } = STATUS_TEXT[application.status];
  const { values } = application;
  return (
    <Stack spacing={2}>
      <Alert severity={severity} data-testid="application-status">
        <AlertTitle>{title}</AlertTitle>
        {text}
        {application.status === 'rejected' && application.reviewer_note && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Reason: {application.reviewer_note}
          </Typography>
        )}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {values.trade_name || values.legal_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {values.address}, {values.city} {values.postal_code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          GSTIN {values.gstin}
        </Typography>
        {application.submitted_at && (
          <Typography variant="body2" color="text.secondary">
            Submitted on{' '}
            {new Date(application.submitted_at).toLocaleDateString('en-IN', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
          </Typography>
        )}
      </Paper>
      {application.status === 'approved' && (
        <Button component={Link} to="/store/dashboard" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Open the store panel
        </Button>
      )}
    </Stack>
  );
}
