import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import type { RemoteRoutesProps } from '@instamg/shared/mf/routes';
import { LinearProgress } from '@instamg/shared/mui';
import { AdminLayout } from '../app/AdminLayout';

/** One editor for the four SPEC paths that add or edit a product. */
const ProductEditorPage = lazy(() => import('../catalog/pages/ProductEditorPage'));

/** /admin/settings and its tabs (rates, audit log). */
const SettingsPage = lazy(() => import('../settings/pages/SettingsPage'));

/** /admin/prescriptions and its pharmacists tab (issue 19 §5). */
const PrescriptionsPage = lazy(() => import('../prescriptions/pages/PrescriptionsPage'));

/**
 * SPEC §2 admin-only routes, relative to the shell's `/admin/*` mount, each with its page, loaded
 * when first opened (the orders grid brings MUI X, which only the panels load).
 */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', title: 'Admin dashboard', page: lazy(() => import('../dashboard/pages/DashboardPage')) },
  { path: 'profile', title: 'Admin profile', page: lazy(() => import('../profile/pages/ProfilePage')) },
  { path: 'orders', title: 'Orders', page: lazy(() => import('../orders/pages/OrderListPage')) },
  { path: 'orders/:orderId', title: 'Order', page: lazy(() => import('../orders/pages/OrderDetailPage')) },
  { path: 'inventory', title: 'Inventory', page: lazy(() => import('../catalog/pages/ProductListPage')) },
  { path: 'inventory/add', title: 'Add product', page: ProductEditorPage },
  // Stores' listing requests (issue 19 §3): a static path, ranked above inventory/:productId.
  {
    path: 'inventory/requests',
    title: 'Listing requests',
    page: lazy(() => import('../catalog/pages/ListingRequestsPage')),
  },
  // Three SPEC paths edit a product.
  { path: 'inventory/edit/:productId', title: 'Edit product', page: ProductEditorPage },
  { path: 'inventory/:productId', title: 'Edit product', page: ProductEditorPage },
  { path: 'product/edit/:productId', title: 'Edit product', page: ProductEditorPage },
  { path: 'users', title: 'Users', page: lazy(() => import('../users/pages/UserListPage')) },
  { path: 'users/:userId', title: 'User', page: lazy(() => import('../users/pages/UserDetailPage')) },
  { path: 'stores', title: 'Stores', page: lazy(() => import('../stores/pages/StoreListPage')) },
  { path: 'stores/add', title: 'Add store', page: lazy(() => import('../stores/pages/StoreFormPage')) },
  { path: 'stores/:storeId', title: 'Store', page: lazy(() => import('../stores/pages/StoreDetailPage')) },
  { path: 'stores/edit/:storeId', title: 'Edit store', page: lazy(() => import('../stores/pages/StoreFormPage')) },
  {
    path: 'store-applications',
    title: 'Store applications',
    page: lazy(() => import('../store-applications/pages/StoreApplicationListPage')),
  },
  {
    path: 'store-applications/:id',
    title: 'Store application',
    page: lazy(() => import('../store-applications/pages/StoreApplicationDetailPage')),
  },
  { path: 'analytics', title: 'Analytics', page: lazy(() => import('../analytics/pages/AnalyticsPage')) },
  { path: 'settings', title: 'Settings', page: SettingsPage },
  // Its tabs: settings/rates and settings/audit-log (issue 19 §7–8).
  { path: 'settings/:tab', title: 'Settings', page: SettingsPage },
  { path: 'categories', title: 'Categories', page: lazy(() => import('../categories/pages/CategoryListPage')) },
  // Also /admin/categories/new, the add form.
  {
    path: 'categories/:categoryId',
    title: 'Category',
    page: lazy(() => import('../categories/pages/CategoryEditorPage')),
  },
  { path: 'prescriptions', title: 'Prescriptions', page: PrescriptionsPage },
  // Its tab: prescriptions/pharmacists (issue 19 §5: stores' registered pharmacists).
  { path: 'prescriptions/:tab', title: 'Prescriptions', page: PrescriptionsPage },
  // Customers' grievance tickets with their 48-hour clock (issue 39 §5).
  { path: 'grievances', title: 'Grievances', page: lazy(() => import('../grievances/pages/GrievanceListPage')) },
  // People's data requests (export, erasure) with their 90-day deadline (issue 39 §5).
  {
    path: 'data-requests',
    title: 'Data requests',
    page: lazy(() => import('../data-requests/pages/DataRequestListPage')),
  },
  {
    path: 'testimonials',
    title: 'Testimonials',
    page: lazy(() => import('../testimonials/pages/TestimonialListPage')),
  },
  // Customers' ratings of delivered orders, hidden or shown by an admin (issue 33 §6).
  { path: 'ratings', title: 'Store ratings', page: lazy(() => import('../ratings/pages/RatingListPage')) },
] as const satisfies readonly { path: string; title: string; page: LazyExoticComponent<ComponentType> }[];

export default function AdminRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      {/* SPEC §9 "Admin root redirect". */}
      <Route index element={<Navigate to={ROUTES.adminRootRedirect} replace />} />
      {ADMIN_SECTIONS.map(({ path, title, page: Page }) => (
        <Route
          key={path}
          path={path}
          element={
            // The same element type on every route: moving between sections keeps the frame mounted.
            <AdminLayout>
              <Suspense fallback={<LinearProgress aria-label={`Loading ${title}`} />}>
                <Page />
              </Suspense>
            </AdminLayout>
          }
        />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
