import { useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import MedicalInformationOutlinedIcon from '@mui/icons-material/MedicalInformationOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import {
  Badge,
  BottomNavigationAction,
  Box,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import { Link as RouterLink, useLocation } from '@instamg/shared/router';
import {
  PANEL_NAV_MORE,
  PANEL_PHONE_NAV_HEIGHT_PX,
  PanelMoreSheet,
  PanelPhoneBar,
} from '@instamg/shared/panel-phone-nav';
import { PanelSearch } from '@instamg/shared/panel-search';
import { adminKeys } from '../api/keys';
import { searchAsAdmin } from '../search/api/panel-search';
import { countTiles } from '../dashboard/api/dashboard';
import { QUEUE_TILES } from '../dashboard/domain/dashboard';
import { RemoteRoot } from '../RemoteRoot';
import {
  ADMIN_NAV,
  adminHref,
  adminPhoneNav,
  countSuffix,
  countText,
  currentEntry,
  type AdminNavEntry,
  type AdminNavGroup,
} from './nav';

/** Height of the phone's bottom bar; the page leaves this much room above it. */
export const ADMIN_PHONE_NAV_HEIGHT_PX = PANEL_PHONE_NAV_HEIGHT_PX;

/** Counts refresh this often while the console is open (cheap: one total-only query each). */
const COUNTS_REFRESH_MS = 60_000;

const PHONE_ICONS: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardOutlinedIcon,
  orders: ReceiptLongOutlinedIcon,
  prescriptions: MedicalInformationOutlinedIcon,
  stores: StorefrontOutlinedIcon,
};

/** Text for screen readers only (px on purpose: in `sx` a bare 1 means 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The queue counts of the dashboard (the same query: one request for both). */
function useNavCounts(): Partial<Record<string, number>> {
  const counts = useQuery({
    queryKey: adminKeys.dashboard.part('queues'),
    queryFn: () => countTiles(QUEUE_TILES),
    refetchInterval: COUNTS_REFRESH_MS,
  });
  return counts.data ?? {};
}

function EntryLabel({ entry, counts }: { entry: AdminNavEntry; counts: Partial<Record<string, number>> }) {
  const count = entry.count ? counts[entry.count.id] : undefined;
  const text = countText(count);
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {entry.label}
        {entry.count && (
          <Box component="span" sx={visuallyHidden}>
            {countSuffix(count, entry.count.word)}
          </Box>
        )}
      </Box>
      {text && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="admin-nav-count"
          sx={{
            px: 0.75,
            borderRadius: 8,
            fontSize: '0.75rem',
            fontWeight: 700,
            // Outlined on the paper, not filled: dark text on a tinted fill fell below 4.5:1 (axe,
            // color-contrast) under a dialog's backdrop, where the nav's plain text still passes.
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 2,
            borderColor: 'warning.main',
            lineHeight: '16px',
          }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}

function SideNav({ current, counts }: { current: AdminNavEntry | null; counts: Partial<Record<string, number>> }) {
  const groups = [...new Set(ADMIN_NAV.map((entry) => entry.group))] as AdminNavGroup[];
  return (
    <Box
      component="nav"
      aria-label="Admin"
      sx={{
        width: 240,
        flexShrink: 0,
        position: 'sticky',
        top: 57,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 57px)',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        py: 1,
      }}
    >
      {groups.map((group) => (
        <Box key={group}>
          <Typography
            id={`admin-nav-${group}`}
            component="p"
            variant="caption"
            sx={{ display: 'block', px: 3, pt: 1.5, pb: 0.5, color: 'text.secondary', fontWeight: 600 }}
          >
            {group}
          </Typography>
          <List dense disablePadding aria-labelledby={`admin-nav-${group}`}>
            {ADMIN_NAV.filter((entry) => entry.group === group).map((entry) => {
              const selected = entry === current;
              return (
                <ListItem key={entry.path} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={adminHref(entry.path)}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    sx={{ mx: 1, borderRadius: 1, minHeight: 36 }}
                  >
                    <ListItemText
                      primary={<EntryLabel entry={entry} counts={counts} />}
                      slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 400 } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}

const MORE = PANEL_NAV_MORE;

function PhoneNav({ current, counts }: { current: AdminNavEntry | null; counts: Partial<Record<string, number>> }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const { bar, more } = adminPhoneNav();
  const value = current && bar.includes(current) ? current.path : current ? MORE : false;
  return (
    <>
      <PanelPhoneBar label="Admin" value={value}>
        {bar.map((entry) => {
          const Icon = PHONE_ICONS[entry.path] ?? DashboardOutlinedIcon;
          const count = entry.count ? counts[entry.count.id] : undefined;
          return (
            <BottomNavigationAction
              key={entry.path}
              value={entry.path}
              label={
                <>
                  {entry.label}
                  {entry.count && (
                    <Box component="span" sx={visuallyHidden}>
                      {countSuffix(count, entry.count.word)}
                    </Box>
                  )}
                </>
              }
              icon={
                <Badge
                  badgeContent={countText(count)}
                  color="error"
                  invisible={!countText(count)}
                  slotProps={{ badge: { 'aria-hidden': true } }}
                >
                  <Icon />
                </Badge>
              }
              component={RouterLink}
              to={adminHref(entry.path)}
              aria-current={entry === current ? 'page' : undefined}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          );
        })}
        <BottomNavigationAction
          value={MORE}
          label="More"
          icon={<MoreHorizIcon />}
          onClick={() => setMoreOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
          sx={{ minWidth: 0, px: 0.5 }}
        />
      </PanelPhoneBar>
      <PanelMoreSheet open={moreOpen} onClose={() => setMoreOpen(false)} titleId="admin-more-title">
        {more.map((entry) => (
          <ListItem key={entry.path} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={adminHref(entry.path)}
              selected={entry === current}
              aria-current={entry === current ? 'page' : undefined}
              onClick={() => setMoreOpen(false)}
              sx={{ minHeight: 48 }}
            >
              <ListItemText primary={<EntryLabel entry={entry} counts={counts} />} />
            </ListItemButton>
          </ListItem>
        ))}
      </PanelMoreSheet>
    </>
  );
}

/**
 * The admin console's frame (issue 33 §1; the shell draws no customer chrome on /admin/*): its own
 * top bar (with the search: `/`, orders by number or the customer's phone or name, products, stores),
 * and every section in a left navigation on wider screens (Shopify admin style, with the
 * counts of what waits) or a bottom bar with "More" on a phone.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  const counts = useNavCounts();
  const current = currentEntry(pathname);
  return (
    <RemoteRoot>
      <Box
        data-testid="admin-top-bar"
        sx={{
          position: { xs: 'static', md: 'sticky' },
          top: 0,
          zIndex: (t) => t.zIndex.appBar,
          height: 56,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          px: { xs: 2, md: 3 },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem', mr: 'auto', whiteSpace: 'nowrap' }}>
          <Link component={RouterLink} to={adminHref('dashboard')} underline="none" color="inherit">
            instamg admin
          </Link>
        </Typography>
        <PanelSearch
          scope="admin"
          queryKey={adminKeys.search()}
          search={searchAsAdmin}
          icon={<SearchIcon />}
          closeIcon={<CloseIcon />}
        />
        <Link component={RouterLink} to="/" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Open the shop
        </Link>
        <IconButton component={RouterLink} to={adminHref('profile')} aria-label="Your profile">
          <AccountCircleOutlinedIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex' }}>
        {!isPhone && <SideNav current={current} counts={counts} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
      {isPhone && <PhoneNav current={current} counts={counts} />}
    </RemoteRoot>
  );
}
