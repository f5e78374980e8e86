import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, Stack } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { StoreMembership } from '../domain/store-membership';
import { storePanelHref } from './nav';
import { NavBadge } from './NavBadge';
import { ShiftControl } from './ShiftControl';
import { DELIVERY_ROLE } from '@instamg/shared/domain/delivery-staff';
import { visuallyHidden } from '../components/visuallyHidden';
import { StoreHeader } from './StoreHeader';
import { PanelSearch } from '@instamg/shared/panel-search';
import type { PanelSearchTerm } from '@instamg/shared/domain/panel-search';
import { storePanelKeys } from '../api/keys';
import { searchCurrentStore } from '../search/api/panel-search';
import { unreadText, usePanelT } from '../i18n/catalogue';
import { LanguageToggle } from './LanguageToggle';

export interface PanelTopBarProps {
  store: StoreMembership;
  memberships: readonly StoreMembership[];
  onSwitch(storeId: string): void;
  /** Unread notifications (the alerts entry's badge). */
  unread: number | null;
  /** Whether the member may open the notifications inbox. */
  showAlerts: boolean;
}

/**
 * The store panel's own top bar (issue 33 §1), instead of the customer header: the store and role
 * (with the store switcher), the search (`/`; orders by number and the store's products), the
 * shift, the alerts inbox and the account. It scrolls with the page
 * on a phone, where the bottom bar is the only fixed chrome; it stays on top on wider screens.
 */
export function PanelTopBar({ store, memberships, onSwitch, unread, showAlerts }: PanelTopBarProps) {
  const t = usePanelT();
  return (
    <Box
      data-testid="panel-top-bar"
      sx={{
        position: { xs: 'static', md: 'sticky' },
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: 1,
        }}
      >
        <StoreHeader store={store} memberships={memberships} onSwitch={onSwitch} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, alignSelf: 'flex-start' }}>
          {/* A rider reads no orders or products to search and runs no shift (ADR 0011). */}
          {store.role !== DELIVERY_ROLE && (
            <>
              <PanelSearch
                scope="store"
                queryKey={storePanelKeys.search(store.storeId)}
                search={(term: PanelSearchTerm) => searchCurrentStore(store.storeId, term)}
                icon={<SearchIcon />}
                closeIcon={<CloseIcon />}
              />
              <ShiftControl />
            </>
          )}
          {showAlerts && (
            <IconButton component={RouterLink} to={storePanelHref('notifications')} data-testid="panel-alerts">
              <NavBadge count={unread}>
                <NotificationsOutlinedIcon />
              </NavBadge>
              {/* The name as text, not aria-label: the badge's digits are visible text (axe's label-content-name-mismatch). */}
              <Box component="span" sx={visuallyHidden}>
                {`${t('frame.alerts')}${unreadText(t, unread)}`}
              </Box>
            </IconButton>
          )}
          {/* On a phone the More sheet carries it: the bar has no room beside the shift. */}
          <LanguageToggle sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <IconButton component={RouterLink} to="/account" aria-label={t('frame.account')}>
            <AccountCircleOutlinedIcon />
          </IconButton>
        </Stack>
      </Box>
    </Box>
  );
}
