import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CurrencyRupeeOutlinedIcon from '@mui/icons-material/CurrencyRupeeOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import MedicalInformationOutlinedIcon from '@mui/icons-material/MedicalInformationOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { matchRoutes, Navigate, Route, Routes } from '@instamg/shared/router';
import type { RemoteRoutesProps } from '@instamg/shared/mf/routes';
import { EARNINGS_FORBIDDEN_TEXT } from '@instamg/shared/domain/settlement/earnings-access';
import { STORE_PANEL_BASE, storePanelHref, type StorePanelRoute } from '../app/nav';
import { PanelLayout } from '../app/PanelLayout';
import { SectionRoute } from '../app/SectionRoute';
// The English names: each page shows its name in the panel's language (SectionRoute's routeText).
import { PANEL_EN } from '../i18n/catalogue';
import { DASHBOARD_EN } from '../i18n/dashboard-catalogue';

/**
 * The store panel's route table (SPEC §2 store-partner routes, relative to the shell's `/store/*`
 * mount). The navigation is drawn from it: a row with an icon is its section's entry. A row
 * without `lazy` is a section whose issue has not landed; it shows "not available yet".
 */
export const STORE_PANEL_ROUTES: readonly StorePanelRoute[] = [
  {
    path: 'dashboard',
    section: 'dashboard',
    label: PANEL_EN('nav.dashboard'),
    permission: 'dashboard.view',
    icon: DashboardOutlinedIcon,
    onPhoneBar: true,
    lazy: () => import('../dashboard/pages/DashboardPage'),
  },
  {
    path: 'orders',
    section: 'orders',
    label: PANEL_EN('nav.orders'),
    permission: 'orders.view',
    icon: ReceiptLongOutlinedIcon,
    onPhoneBar: true,
    lazy: () => import('../orders/pages/OrdersPage'),
  },
  {
    path: 'orders/:orderId',
    section: 'orders',
    label: DASHBOARD_EN('route.order'),
    permission: 'orders.view',
    lazy: () => import('../order-detail/pages/OrderDetailPage'),
  },
  {
    path: 'inventory',
    section: 'inventory',
    label: PANEL_EN('nav.inventory'),
    permission: 'inventory.view',
    icon: Inventory2OutlinedIcon,
    onPhoneBar: true,
    lazy: () => import('../inventory/pages/InventoryPage'),
  },
  {
    path: 'inventory/add',
    section: 'inventory',
    label: DASHBOARD_EN('route.addInventory'),
    permission: 'inventory.add',
    lazy: () => import('../inventory/pages/AddInventoryPage'),
  },
  {
    path: 'customers',
    section: 'customers',
    label: PANEL_EN('nav.customers'),
    permission: 'customers.view',
    icon: PeopleOutlinedIcon,
    lazy: () => import('../customers/pages/CustomersPage'),
  },
  {
    path: 'customers/:customerId',
    section: 'customers',
    label: DASHBOARD_EN('route.customer'),
    permission: 'customers.view',
    lazy: () => import('../customers/pages/CustomerPage'),
  },
  {
    path: 'analytics',
    section: 'analytics',
    label: PANEL_EN('nav.analytics'),
    permission: 'analytics.view',
    icon: InsightsOutlinedIcon,
    lazy: () => import('../analytics/pages/AnalyticsPage'),
  },
  {
    path: 'settings',
    section: 'settings',
    label: PANEL_EN('nav.settings'),
    permission: 'settings.view',
    icon: SettingsOutlinedIcon,
    lazy: () => import('../settings/pages/SettingsPage'),
  },
  {
    path: 'prescriptions',
    section: 'prescriptions',
    label: PANEL_EN('nav.prescriptions'),
    permission: 'prescriptions.view',
    icon: MedicalInformationOutlinedIcon,
    onPhoneBar: true,
    lazy: () => import('../prescriptions/pages/PrescriptionsPage'),
  },
  {
    path: 'earnings',
    section: 'earnings',
    label: PANEL_EN('nav.earnings'),
    permission: 'earnings.view',
    icon: CurrencyRupeeOutlinedIcon,
    deniedMessage: EARNINGS_FORBIDDEN_TEXT,
    lazy: () => import('../earnings/pages/EarningsPage'),
  },
  {
    path: 'payouts',
    section: 'payouts',
    label: PANEL_EN('nav.payouts'),
    permission: 'payouts.view',
    icon: AccountBalanceOutlinedIcon,
    deniedMessage: DASHBOARD_EN('denied.payouts'),
    lazy: () => import('../payouts/pages/PayoutsPage'),
  },
  {
    path: 'notifications',
    section: 'notifications',
    label: PANEL_EN('nav.notifications'),
    permission: 'notifications.view',
    icon: NotificationsOutlinedIcon,
    lazy: () => import('../notifications/pages/NotificationsPage'),
  },
  {
    path: 'deliveries',
    section: 'deliveries',
    label: PANEL_EN('nav.deliveries'),
    permission: 'deliveries.view',
    icon: LocalShippingOutlinedIcon,
    lazy: () => import('../deliveries/pages/DeliveriesPage'),
  },
];

/**
 * Starts loading the code of the section `pathname` opens (issue 34, ADR 0014): called as this
 * module runs, which the shell does beside its session check on a panel route, so the section's
 * chunk is on its way before the guard and the current store let it render (SectionRoute's lazy
 * page then takes the same module). A failure is left to that page's own load to report.
 */
export function preloadSectionOf(pathname: string, routes: readonly StorePanelRoute[] = STORE_PANEL_ROUTES): void {
  const matched = matchRoutes(
    routes.map((route) => ({ path: `${STORE_PANEL_BASE}/${route.path}`, route })),
    pathname,
  )?.at(-1)?.route.route;
  matched?.lazy?.().catch(() => {});
}

if (typeof window !== 'undefined') preloadSectionOf(window.location.pathname);

export default function StorePanelRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      {/* /store alone is not a SPEC route; the dashboard is where a store member starts. */}
      <Route index element={<Navigate to={storePanelHref('dashboard')} replace />} />
      {STORE_PANEL_ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <PanelLayout routes={STORE_PANEL_ROUTES}>
              <SectionRoute route={route} />
            </PanelLayout>
          }
        />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
