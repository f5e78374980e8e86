import { Container, Stack, Tab, Tabs, Typography } from '@instamg/shared/mui';
import { Link as RouterLink, Navigate, useParams } from '@instamg/shared/router';
import { RemoteRoot } from '../../RemoteRoot';
import { PharmacistList } from '../components/PharmacistList';
import { PrescriptionList } from '../components/PrescriptionList';

/** The tabs of /admin/prescriptions, each its own path (each grid's filters use the query string). */
const TABS = [
  { tab: undefined, path: '/admin/prescriptions', label: 'Prescriptions' },
  { tab: 'pharmacists', path: '/admin/prescriptions/pharmacists', label: 'Pharmacists' },
] as const;

/** /admin/prescriptions and /admin/prescriptions/pharmacists (issue 19 §5): admins audit; pharmacists verify. */
export default function PrescriptionsPage() {
  const { tab } = useParams();
  const current = TABS.findIndex((t) => t.tab === tab);
  if (current < 0) return <Navigate to="/admin/prescriptions" replace />;
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Prescriptions
          </Typography>
          <Tabs value={current} aria-label="Prescriptions sections" variant="scrollable" allowScrollButtonsMobile>
            {TABS.map((t) => (
              <Tab key={t.label} label={t.label} component={RouterLink} to={t.path} />
            ))}
          </Tabs>
          {tab === undefined ? <PrescriptionList /> : <PharmacistList />}
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
