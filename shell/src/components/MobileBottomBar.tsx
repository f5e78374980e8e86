import type { ReactNode } from 'react';
import { Badge, BottomNavigation, BottomNavigationAction, Paper } from '@instamg/shared/mui';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink, useLocation } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { stripLocalePrefix } from '@instamg/shared/domain/locale-url';
import { LAYOUT, LIMITS, ROUTES, STORAGE_KEYS } from '@instamg/shared/constants';
import { useShellT } from '../i18n/catalogue';
import { cartBadge } from '@instamg/shared/domain/search';
import { cartAccessibleName } from '../domain/cart-label';

/** The tab the profile screen opens on when reached from the bottom bar (SPEC §2). */
const PROFILE_TAB = 'profile';

interface Tab {
  label: string;
  path: string;
  icon: ReactNode;
  /** Spoken name when the visible label alone would hide information (the cart count). */
  accessibleName?: string;
}

/**
 * SPEC §2 "Page frame": Home, Categories, Search, Cart (count badge, '9+' above 9) and
 * Profile; a tab is highlighted only when the path matches it exactly.
 */
export default function MobileBottomBar({ cartCount }: { cartCount: number }) {
  // `/hi/medicines` is the Categories tab as much as `/medicines` (ADR 0012 §8).
  const pathname = stripLocalePrefix(useLocation().pathname);
  const href = useLocaleHref();
  const t = useShellT();
  const badge = cartBadge(cartCount, LIMITS.cartBadgeCapMobileBar);

  const tabs: Tab[] = [
    { label: t('tabs.home'), path: ROUTES.home, icon: <HomeOutlinedIcon /> },
    { label: t('tabs.categories'), path: ROUTES.medicines, icon: <CategoryOutlinedIcon /> },
    { label: t('tabs.search'), path: ROUTES.search, icon: <SearchIcon /> },
    {
      label: t('tabs.cart'),
      path: ROUTES.cart,
      accessibleName: cartAccessibleName(cartCount, t('tabs.cart')),
      icon: (
        <Badge badgeContent={badge} color="secondary" invisible={badge === null} data-testid="mobile-cart-badge">
          <ShoppingCartOutlinedIcon />
        </Badge>
      ),
    },
    { label: t('tabs.profile'), path: ROUTES.profile, icon: <PersonOutlinedIcon /> },
  ];
  const current = tabs.find((tab) => tab.path === pathname)?.path ?? null;

  const rememberProfileTab = () => {
    try {
      window.sessionStorage.setItem(STORAGE_KEYS.profileActiveTab, PROFILE_TAB);
    } catch (error) {
      // SPEC §8: storage errors are only logged; the profile still opens on its default tab.
      console.error('[bottom bar] could not store the profile tab', error);
    }
  };

  return (
    <Paper
      component="nav"
      aria-label={t('tabs.nav')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: 0,
      }}
    >
      <BottomNavigation showLabels value={current} sx={{ height: LAYOUT.mobileBottomBarHeightPx }}>
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.path}
            value={tab.path}
            label={tab.label}
            icon={tab.icon}
            component={RouterLink}
            to={href(tab.path)}
            aria-label={tab.accessibleName}
            aria-current={tab.path === current ? 'page' : undefined}
            onClick={tab.path === ROUTES.profile ? rememberProfileTab : undefined}
            sx={{ minWidth: 0, px: 0.5, '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
