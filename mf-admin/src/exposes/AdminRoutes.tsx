import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import type { RemoteRoutesProps } from '@instamg/shared/mf/routes';
import { LinearProgress } from '@instamg/shared/mui';
import { AdminSectionPage } from '../pages/AdminSectionPage';

/** One editor for the four SPEC paths that add or edit a product. */
const ProductEditorPage = lazy(() => import('../catalog/pages/ProductEditorPage'));

/** /admin/settings and its tabs (rates, audit log). */
const SettingsPage = lazy(() => import('../settings/pages/SettingsPage'));

/** /admin/prescriptions and its pharmacists tab (issue 19 §5). */
const PrescriptionsPage = lazy(() => import('../prescriptions/pages/PrescriptionsPage'));

/**
 * Sections built so far, each loaded when first opened (the orders grid brings MUI X, which only
 * the panels load); every other section is still its placeholder.
 */
const BUILT_PAGES: Partial<Record<(typeof ADMIN_SECTIONS)[number]['path'], LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('../dashboard/pages/DashboardPage')),
  profile: lazy(() => import('../profile/pages/ProfilePage')),
  orders: lazy(() => import('../orders/pages/OrderListPage')),
  'orders/:orderId': lazy(() => import('../orders/pages/OrderDetailPage')),
  'store-applications': lazy(() => import('../store-applications/pages/StoreApplicationListPage')),
  'store-applications/:id': lazy(() => import('../store-applications/pages/StoreApplicationDetailPage')),
  stores: lazy(() => import('../stores/pages/StoreListPage')),
  'stores/add': lazy(() => import('../stores/pages/StoreFormPage')),
  'stores/:storeId': lazy(() => import('../stores/pages/StoreDetailPage')),
  'stores/edit/:storeId': lazy(() => import('../stores/pages/StoreFormPage')),
  inventory: lazy(() => import('../catalog/pages/ProductListPage')),
  'inventory/add': ProductEditorPage,
  'inventory/requests': lazy(() => import('../catalog/pages/ListingRequestsPage')),
  'inventory/edit/:productId': ProductEditorPage,
  'inventory/:productId': ProductEditorPage,
  'product/edit/:productId': ProductEditorPage,
  settings: SettingsPage,
  'settings/:tab': SettingsPage,
  categories: lazy(() => import('../categories/pages/CategoryListPage')),
  // Also /admin/categories/new, the add form.
  'categories/:categoryId': lazy(() => import('../categories/pages/CategoryEditorPage')),
  analytics: lazy(() => import('../analytics/pages/AnalyticsPage')),
  users: lazy(() => import('../users/pages/UserListPage')),
  'users/:userId': lazy(() => import('../users/pages/UserDetailPage')),
  prescriptions: PrescriptionsPage,
  'prescriptions/:tab': PrescriptionsPage,
  testimonials: lazy(() => import('../testimonials/pages/TestimonialListPage')),
};

/** SPEC §2 admin-only routes, relative to the shell's `/admin/*` mount. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', title: 'Admin dashboard' },
  { path: 'profile', title: 'Admin profile' },
  { path: 'orders', title: 'Orders' },
  { path: 'orders/:orderId', title: 'Order' },
  { path: 'inventory', title: 'Inventory' },
  { path: 'inventory/add', title: 'Add product' },
  // Stores' listing requests (issue 19 §3): a static path, ranked above inventory/:productId.
  { path: 'inventory/requests', title: 'Listing requests' },
  // Three SPEC paths edit a product.
  { path: 'inventory/edit/:productId', title: 'Edit product' },
  { path: 'inventory/:productId', title: 'Edit product' },
  { path: 'product/edit/:productId', title: 'Edit product' },
  { path: 'users', title: 'Users' },
  { path: 'users/:userId', title: 'User' },
  { path: 'stores', title: 'Stores' },
  { path: 'stores/add', title: 'Add store' },
  { path: 'stores/:storeId', title: 'Store' },
  { path: 'stores/edit/:storeId', title: 'Edit store' },
  { path: 'store-applications', title: 'Store applications' },
  { path: 'store-applications/:id', title: 'Store application' },
  { path: 'analytics', title: 'Analytics' },
  { path: 'settings', title: 'Settings' },
  // Its tabs: settings/rates and settings/audit-log (issue 19 §7–8).
  { path: 'settings/:tab', title: 'Settings' },
  { path: 'categories', title: 'Categories' },
  { path: 'categories/:categoryId', title: 'Category' },
  { path: 'prescriptions', title: 'Prescriptions' },
  // Its tab: prescriptions/pharmacists (issue 19 §5: stores' registered pharmacists).
  { path: 'prescriptions/:tab', title: 'Prescriptions' },
  { path: 'testimonials', title: 'Testimonials' },
] as const;

export default function AdminRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      {/* SPEC §9 "Admin root redirect". */}
      <Route index element={<Navigate to={ROUTES.adminRootRedirect} replace />} />
      {ADMIN_SECTIONS.map(({ path, title }) => {
        const Page = BUILT_PAGES[path];
        const element = Page ? (
          <Suspense fallback={<LinearProgress aria-label={`Loading ${title}`} />}>
            <Page />
          </Suspense>
        ) : (
          <AdminSectionPage title={title} />
        );
        return <Route key={path} path={path} element={element} />;
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
