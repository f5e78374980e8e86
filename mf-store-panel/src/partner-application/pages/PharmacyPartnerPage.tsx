import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@instamg/shared/mui';
import { useSearchParams } from '@instamg/shared/router';
import { isEditable, stepFromSearch } from '../domain/application-form';
import { useApplicant, useApplication } from '../api/application-queries';
import { ApplicationForm } from '../components/ApplicationForm';
import { ApplicationStatus } from '../components/ApplicationStatus';
import { GuestInvitation } from '../components/GuestInvitation';
import { StaffInvitationAccept } from '../components/StaffInvitationAccept';
import { usePartnerT } from '../../i18n/partner-catalogue';

/** SPEC §2 /pharmacy-partner (Join as Pharmacy Partner): the application form, or its status once submitted. */
export function PharmacyPartnerPage() {
  const [search] = useSearchParams();
  const t = usePartnerT();
  const invitation = search.get('invitation');
  // A store's staff invitation (issue 18 §7) lands here: joining a partner's team, not applying.
  if (invitation)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t('page.joinTeam')}
          </Typography>
          <StaffInvitationAccept token={invitation} />
        </Stack>
      </Container>
    );
  return <PartnerApplication search={search} />;
}

function PartnerApplication({ search }: { search: URLSearchParams }) {
  const t = usePartnerT();
  const applicant = useApplicant();
  const application = useApplication(applicant.data?.$id);
  const failed = applicant.isError || application.isError;

  let body;
  if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void (applicant.isError ? applicant.refetch() : application.refetch())}
          >
            {t('page.retry')}
          </Button>
        }
      >
        {t('page.loadFailed')}
      </Alert>
    );
  } else if (applicant.isPending || (applicant.data && application.isPending)) {
    body = <CircularProgress aria-label={t('page.loading')} sx={{ alignSelf: 'center' }} />;
  } else if (!applicant.data) {
    body = <GuestInvitation step={stepFromSearch(`?${search.toString()}`) ?? 'business'} />;
  } else if (application.data && !isEditable(application.data.status)) {
    body = <ApplicationStatus application={application.data} />;
  } else {
    body = (
      <ApplicationForm
        key={application.data?.id ?? 'new'}
        userId={applicant.data.$id}
        application={application.data ?? null}
      />
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {t('page.intro')}
        </Typography>
        {body}
      </Stack>
    </Container>
  );
}
