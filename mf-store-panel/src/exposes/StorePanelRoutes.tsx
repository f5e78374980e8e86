import { Navigate, Route, Routes } from '@instamg/shared/router';
import type { RemoteRoutesProps } from '@instamg/shared/mf/routes';
import { StorePanelSectionPage } from '../pages/StorePanelSectionPage';

/** SPEC §2 store-partner routes, relative to the shell's `/store/*` mount. */
export const STORE_PANEL_SECTIONS = [
  { path: 'dashboard', title: 'Store dashboard' },
  { path: 'orders', title: 'Store orders' },
  { path: 'orders/:orderId', title: 'Store order' },
  { path: 'inventory', title: 'Inventory' },
  { path: 'inventory/add', title: 'Add inventory' },
  { path: 'customers', title: 'Customers' },
  { path: 'analytics', title: 'Store analytics' },
  { path: 'settings', title: 'Store settings' },
  { path: 'prescriptions', title: 'Prescriptions' },
  { path: 'earnings', title: 'Earnings' },
  { path: 'payouts', title: 'Payouts' },
  { path: 'notifications', title: 'Notifications' },
] as const;

export default function StorePanelRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      {/* /store alone is not a SPEC route; the dashboard is where a store user starts. */}
      <Route index element={<Navigate to="dashboard" replace />} />
      {STORE_PANEL_SECTIONS.map(({ path, title }) => (
        <Route key={path} path={path} element={<StorePanelSectionPage title={title} />} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
