import { Container, Stack, Tab, Tabs, Typography } from '@instamg/shared/mui';
import { Link as RouterLink, Navigate, useParams } from '@instamg/shared/router';
import { RemoteRoot } from '../../RemoteRoot';
import { AuditLog } from '../components/AuditLog';
import { PlatformSettings } from '../components/PlatformSettings';
import { RatesPanel } from '../components/RatesPanel';

/** The tabs of /admin/settings, each its own path (the audit log's filters use the query string). */
const TABS = [
  { tab: undefined, path: '/admin/settings', label: 'Platform' },
  { tab: 'rates', path: '/admin/settings/rates', label: 'Rates' },
  { tab: 'audit-log', path: '/admin/settings/audit-log', label: 'Audit log' },
] as const;

/** /admin/settings, /admin/settings/rates, /admin/settings/audit-log (issue 19 §7–8). */
export default function SettingsPage() {
  const { tab } = useParams();
  const current = TABS.findIndex((t) => t.tab === tab);
  if (current < 0) return <Navigate to="/admin/settings" replace />;
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Settings
          </Typography>
          <Tabs value={current} aria-label="Settings sections" variant="scrollable" allowScrollButtonsMobile>
            {TABS.map((t) => (
              <Tab key={t.label} label={t.label} component={RouterLink} to={t.path} />
            ))}
          </Tabs>
          {tab === undefined && <PlatformSettings />}
          {tab === 'rates' && <RatesPanel />}
          {tab === 'audit-log' && <AuditLog />}
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
