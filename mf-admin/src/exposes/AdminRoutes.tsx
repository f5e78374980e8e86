import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, Route, Routes } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import type { RemoteRoutesProps } from '@instamg/shared/mf/routes';
import { LinearProgress } from '@instamg/shared/mui';
import { AdminLayout } from '../app/AdminLayout';

type PageModule = { default: ComponentType };
/** A section's lazy page that can also start loading its code before it renders (preloadSectionOf). */
type SectionPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };
function sectionPage(load: () => Promise<PageModule>): SectionPage {
  return Object.assign(lazy(load), { preload: load });
}

/** One editor for the four SPEC paths that add or edit a product. */
const ProductEditorPage = sectionPage(() => import('../catalog/pages/ProductEditorPage'));

/** /admin/settings and its tabs (rates, audit log). */
const SettingsPage = sectionPage(() => import('../settings/pages/SettingsPage'));

/** /admin/prescriptions and its pharmacists tab (issue 19 §5). */
const PrescriptionsPage = sectionPage(() => import('../prescriptions/pages/PrescriptionsPage'));

/**
 * SPEC §2 admin-only routes, relative to the shell's `/admin/*` mount, each with its page, loaded
 * when first opened (the orders grid brings MUI X, which only the panels load).
 */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', title: 'Admin dashboard', page: sectionPage(() => import('../dashboard/pages/DashboardPage')) },
  { path: 'profile', title: 'Admin profile', page: sectionPage(() => import('../profile/pages/ProfilePage')) },
  { path: 'orders', title: 'Orders', page: sectionPage(() => import('../orders/pages/OrderListPage')) },
  { path: 'orders/:orderId', title: 'Order', page: sectionPage(() => import('../orders/pages/OrderDetailPage')) },
  { path: 'inventory', title: 'Inventory', page: sectionPage(() => import('../catalog/pages/ProductListPage')) },
  { path: 'inventory/add', title: 'Add product', page: ProductEditorPage },
  // Stores' listing requests (issue 19 §3): a static path, ranked above inventory/:productId.
  {
    path: 'inventory/requests',
    title: 'Listing requests',
    page: sectionPage(() => import('../catalog/pages/ListingRequestsPage')),
  },
  // Three SPEC paths edit a product.
  { path: 'inventory/edit/:productId', title: 'Edit product', page: ProductEditorPage },
  { path: 'inventory/:productId', title: 'Edit product', page: ProductEditorPage },
  { path: 'product/edit/:productId', title: 'Edit product', page: ProductEditorPage },
  { path: 'users', title: 'Users', page: sectionPage(() => import('../users/pages/UserListPage')) },
  { path: 'users/:userId', title: 'User', page: sectionPage(() => import('../users/pages/UserDetailPage')) },
  { path: 'stores', title: 'Stores', page: sectionPage(() => import('../stores/pages/StoreListPage')) },
  { path: 'stores/add', title: 'Add store', page: sectionPage(() => import('../stores/pages/StoreFormPage')) },
  { path: 'stores/:storeId', title: 'Store', page: sectionPage(() => import('../stores/pages/StoreDetailPage')) },
  {
    path: 'stores/edit/:storeId',
    title: 'Edit store',
    page: sectionPage(() => import('../stores/pages/StoreFormPage')),
  },
  {
    path: 'store-applications',
    title: 'Store applications',
    page: sectionPage(() => import('../store-applications/pages/StoreApplicationListPage')),
  },
  {
    path: 'store-applications/:id',
    title: 'Store application',
    page: sectionPage(() => import('../store-applications/pages/StoreApplicationDetailPage')),
  },
  { path: 'analytics', title: 'Analytics', page: sectionPage(() => import('../analytics/pages/AnalyticsPage')) },
  // Delivery times per store, promised vs actual (issue 38 §5).
  {
    path: 'analytics/delivery-times',
    title: 'Delivery times',
    page: sectionPage(() => import('../analytics/pages/DeliveryTimesPage')),
  },
  { path: 'settings', title: 'Settings', page: SettingsPage },
  // Its tabs: settings/rates and settings/audit-log (issue 19 §7–8).
  { path: 'settings/:tab', title: 'Settings', page: SettingsPage },
  { path: 'categories', title: 'Categories', page: sectionPage(() => import('../categories/pages/CategoryListPage')) },
  // Also /admin/categories/new, the add form.
  {
    path: 'categories/:categoryId',
    title: 'Category',
    page: sectionPage(() => import('../categories/pages/CategoryEditorPage')),
  },
  { path: 'prescriptions', title: 'Prescriptions', page: PrescriptionsPage },
  // Its tab: prescriptions/pharmacists (issue 19 §5: stores' registered pharmacists).
  { path: 'prescriptions/:tab', title: 'Prescriptions', page: PrescriptionsPage },
  // Customers' grievance tickets with their 48-hour clock (issue 39 §5).
  { path: 'grievances', title: 'Grievances', page: sectionPage(() => import('../grievances/pages/GrievanceListPage')) },
  // People's data requests (export, erasure) with their 90-day deadline (issue 39 §5).
  {
    path: 'data-requests',
    title: 'Data requests',
    page: sectionPage(() => import('../data-requests/pages/DataRequestListPage')),
  },
  {
    path: 'testimonials',
    title: 'Testimonials',
    page: sectionPage(() => import('../testimonials/pages/TestimonialListPage')),
  },
  // Customers' ratings of delivered orders, hidden or shown by an admin (issue 33 §6).
  { path: 'ratings', title: 'Store ratings', page: sectionPage(() => import('../ratings/pages/RatingListPage')) },
] as const satisfies readonly { path: string; title: string; page: SectionPage }[];

/**
 * Starts loading the code of the section `pathname` opens (issue 34, ADR 0014): called as this
 * module runs, which the shell does beside its session check on a panel route, so the page's
 * chunk is on its way before the guard lets it render (its lazy page then takes the same module).
 * A failure is left to that page's own load to report.
 */
export function preloadSectionOf(pathname: string): void {
  const matched = matchRoutes(
    ADMIN_SECTIONS.map((section) => ({ path: `/admin/${section.path}`, section })),
    pathname,
  )?.at(-1)?.route.section;
  matched?.page.preload().catch(() => {});
}

if (typeof window !== 'undefined') preloadSectionOf(window.location.pathname);

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
