import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Container,
  FormControlLabel,
  Grid,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink, useParams } from '@instamg/shared/router';
import {
  APPLICATION_STATUS_LABELS,
  CONSTITUTIONS,
  stateOfApplication,
  type ApplicationRecord,
} from '@instamg/shared/domain/partner/application';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import {
  documentViewUrl,
  fetchApplication,
  openReview,
  reviewApplication,
  type ReviewAction,
} from '../api/applications';
import { REVIEW_CHECKLIST, reviewChecks, waitingFor } from '../domain/application-review';

const detailKey = adminKeys.storeApplications.detail;

/** Every field of the application, each document beside the fields it proves. */
function sections(
  application: ApplicationRecord,
): { title: string; facts: [string, string][]; documents: [string, string][] }[] {
  const v = application.values;
  return [
    {
      title: 'Business',
      facts: [
        ['Legal name', v.legal_name],
        ['Trade name', v.trade_name],
        ['Type', CONSTITUTIONS[v.constitution as keyof typeof CONSTITUTIONS] ?? v.constitution],
        ['PAN', v.pan],
        ['GSTIN', v.gstin],
        ['State', stateOfApplication(v) ?? ''],
        ['Phone', v.phone],
      ],
      documents: [],
    },
    {
      title: 'Licences',
      facts: [
        ['Form 20', `${v.form20_number}, ${v.form20_issued_on} to ${v.form20_expires_on}`],
        ['Form 21', `${v.form21_number}, ${v.form21_issued_on} to ${v.form21_expires_on}`],
      ],
      documents: [
        ['Form 20 licence', v.form20_document_id],
        ['Form 21 licence', v.form21_document_id],
      ],
    },
    {
      title: 'Pharmacist',
      facts: [
        ['Name', `${v.pharmacist_name}${v.applicant_is_pharmacist ? ' (the applicant)' : ''}`],
        ['Council', v.pharmacist_council],
        ['Registration number', v.pharmacist_registration_number],
      ],
      documents: [['Registration certificate', v.pharmacist_certificate_id]],
    },
    {
      title: 'Premises',
      facts: [
        ['Address', `${v.address}, ${v.city} ${v.postal_code}`],
        ['Map pin', v.latitude === null || v.longitude === null ? '' : `${v.latitude}, ${v.longitude}`],
      ],
      documents: v.shopfront_photo_ids.map((id, index) => [`Shopfront photo ${index + 1}`, id] as [string, string]),
    },
    {
      title: 'Bank',
      facts: [
        ['Account holder', v.account_holder],
        ['Account number', v.account_number],
        ['IFSC', v.ifsc],
      ],
      documents: [['Cancelled cheque', v.cheque_document_id]],
    },
  ];
}

/** /admin/store-applications/{id} (SPEC §2, issue 17 §2): review one application and decide. */
export default function StoreApplicationDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const application = useQuery({ queryKey: detailKey(id), queryFn: () => fetchApplication(id), retry: false });
  const [viewing, setViewing] = useState<{ label: string; fileId: string } | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  // Opening a submitted application puts it under review (the applicant's status page says so).
  const submitted = application.data?.status === 'submitted';
  useEffect(() => {
    if (!submitted) return;
    openReview(id).then(
      () => queryClient.invalidateQueries({ queryKey: detailKey(id) }),
      () => {},
    );
  }, [id, submitted, queryClient]);
  const decide = useMutation({
    mutationFn: (action: ReviewAction) => reviewApplication(action, id, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: detailKey(id) }),
  });

  let body;
  if (application.isPending) body = <CircularProgress aria-label="Loading the application" />;
  else if (application.isError) body = <Alert severity="error">This application could not be loaded.</Alert>;
  else {
    const record = application.data;
    const reviewable = record.status === 'submitted' || record.status === 'under_review';
    const checks = reviewChecks(record.values, new Date());
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip label={APPLICATION_STATUS_LABELS[record.status]} data-testid="review-status" />
              <Typography variant="body2" color="text.secondary">
                Waiting {waitingFor(record.submitted_at, new Date())}
              </Typography>
            </Stack>
            {record.reviewer_note && <Alert severity="info">Note to the applicant: {record.reviewer_note}</Alert>}
            {sections(record).map((section) => (
              <Paper
                key={section.title}
                variant="outlined"
                sx={{ p: 2 }}
                component="section"
                aria-label={section.title}
              >
                <Typography variant="h6" component="h2">
                  {section.title}
                </Typography>
                {section.facts.map(([label, value]) => (
                  <Typography key={label} variant="body2">
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {label}:{' '}
                    </Box>
                    {value || '—'}
                  </Typography>
                ))}
                {section.documents.map(([label, fileId]) => (
                  <Button key={label} size="small" disabled={!fileId} onClick={() => setViewing({ label, fileId })}>
                    View {label}
                  </Button>
                ))}
              </Paper>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <Paper variant="outlined" sx={{ p: 2 }} aria-label="Document viewer" component="section">
              <Typography variant="h6" component="h2">
                {viewing ? viewing.label : 'Document viewer'}
              </Typography>
              {viewing ? (
                <>
                  <Box
                    component="iframe"
                    title={viewing.label}
                    src={documentViewUrl(viewing.fileId)}
                    sx={{ width: '100%', height: 420, border: 0 }}
                  />
                  <Link href={documentViewUrl(viewing.fileId)} target="_blank" rel="noopener">
                    Open in a new tab
                  </Link>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Choose a document on the left.
                </Typography>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Checks">
              <Typography variant="h6" component="h2">
                Checks
              </Typography>
              {checks.map((check) => (
                <Typography key={check.label} variant="body2" color={check.problem ? 'error' : 'success.main'}>
                  {check.problem ? '✗' : '✓'} {check.label}
                  {check.problem ? `: ${check.problem}` : ''}
                </Typography>
              ))}
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Decision">
              <Typography variant="h6" component="h2">
                Reviewer checklist
              </Typography>
              {REVIEW_CHECKLIST.map((item) => (
                <FormControlLabel
                  key={item}
                  control={
                    <Checkbox
                      checked={checked.has(item)}
                      onChange={(event) =>
                        setChecked((current) => {
                          const next = new Set(current);
                          if (event.target.checked) next.add(item);
                          else next.delete(item);
                          return next;
                        })
                      }
                    />
                  }
                  label={item}
                />
              ))}
              <TextField
                label="Note to the applicant"
                multiline
                minRows={2}
                fullWidth
                value={note}
                onChange={(event) => setNote(event.target.value)}
                sx={{ my: 2 }}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
              {decide.isError && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {decide.error.message}
                </Alert>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  disabled={
                    !reviewable ||
                    decide.isPending ||
                    checked.size < REVIEW_CHECKLIST.length ||
                    checks.some((check) => check.problem)
                  }
                  onClick={() => decide.mutate('approve')}
                >
                  Approve
                </Button>
                <Button
                  variant="outlined"
                  disabled={!reviewable || decide.isPending || note.trim() === ''}
                  onClick={() => decide.mutate('request_changes')}
                >
                  Request changes
                </Button>
                <Button
                  color="error"
                  disabled={
                    record.status === 'approved' ||
                    record.status === 'rejected' ||
                    decide.isPending ||
                    note.trim() === ''
                  }
                  onClick={() => decide.mutate('reject')}
                >
                  Reject
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </Grid>
      </Grid>
    );
  }

  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Link component={RouterLink} to=".." relative="path">
            All store applications
          </Link>
          <Typography variant="h1" color="primary">
            {application.data?.values.trade_name || 'Store application'}
          </Typography>
          {body}
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
