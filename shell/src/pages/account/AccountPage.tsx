import { useState } from 'react';
import { Box, Button, Container, Stack, Tab, Tabs, Typography } from '@instamg/shared/mui';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation, useNavigate } from '@instamg/shared/router';
import { ROUTES, STORAGE_KEYS, TEXTS } from '@instamg/shared/constants';
import { RemoteOrderList, RemoteRefillList } from '../../mf/remotes';
import { useSession } from '../../api/auth/session-store';
import { useToast } from '@instamg/shared/toast';
import {
  ACCOUNT_TABS,
  ACCOUNT_TAB_LABELS,
  accountTabPath,
  initialAccountTab,
  tabFromPath,
  type AccountTab,
} from './account-tabs';
import { AddressesTab } from './AddressesTab';
import { PrescriptionsTab } from './PrescriptionsTab';
import { ProfileTab } from './ProfileTab';
import { PrivacyTab } from './PrivacyTab';
import { SecurityTab } from './SecurityTab';

function readStoredTab(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.profileActiveTab);
  } catch {
    return null;
  }
}

function storeTab(tab: AccountTab): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.profileActiveTab, tab);
  } catch (error) {
    console.error('[account] could not remember the tab', error);
  }
}

/** The account area behind the route guard: /account, /profile, /profile/orders, /orders. */
export default function AccountPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const [tab, setTab] = useState<AccountTab>(() => initialAccountTab(location.pathname, readStoredTab()));
  // A tab's own path shows that tab (also after Back); /account and /profile show the chosen one.
  const shown: AccountTab = tabFromPath(location.pathname) ?? tab;

  const choose = (next: AccountTab) => {
    setTab(next);
    storeTab(next);
    const path = accountTabPath(next);
    if (path !== location.pathname) navigate(path);
  };

  const onSignOut = async () => {
    try {
      await signOut();
      toast(TEXTS.toast.signedOut);
      navigate(ROUTES.auth);
    } catch (error) {
      console.warn('[account] sign-out failed', error);
      toast(TEXTS.toast.signOutFailed);
    }
  };

  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-boundary="shell">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {shown === 'orders' ? 'My orders' : 'My account'}
          </Typography>
          {user.name ? <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography> : null}
          <Typography color="text.secondary">{user.email}</Typography>
        </Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void onSignOut()}>
          Sign out
        </Button>
      </Stack>
      <Tabs
        value={shown}
        onChange={(_, next: AccountTab) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {ACCOUNT_TABS.map((name) => (
          <Tab key={name} value={name} label={ACCOUNT_TAB_LABELS[name]} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={ACCOUNT_TAB_LABELS[shown]}>
        {shown === 'profile' && <ProfileTab user={user} />}
        {shown === 'orders' && <RemoteOrderList />}
        {shown === 'addresses' && <AddressesTab userId={user.$id} recipient={{ name: user.name, phone: user.phone }} />}
        {shown === 'prescriptions' && <PrescriptionsTab />}
        {shown === 'refills' && <RemoteRefillList />}
        {shown === 'security' && <SecurityTab />}
        {shown === 'privacy' && <PrivacyTab />}
      </Box>
    </Container>
  );
}
