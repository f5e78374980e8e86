import { Navigate, Route, Routes } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import type { RemoteRoutesProps } from '@instamg/shared/mf/routes';
import { AdminSectionPage } from '../pages/AdminSectionPage';

/** SPEC §2 admin-only routes, relative to the shell's `/admin/*` mount. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', title: 'Admin dashboard' },
  { path: 'profile', title: 'Admin profile' },
  { path: 'orders', title: 'Orders' },
  { path: 'orders/:orderId', title: 'Order' },
  { path: 'inventory', title: 'Inventory' },
  { path: 'inventory/add', title: 'Add product' },
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
  { path: 'categories', title: 'Categories' },
  { path: 'categories/:categoryId', title: 'Category' },
  { path: 'prescriptions', title: 'Prescriptions' },
  { path: 'testimonials', title: 'Testimonials' },
] as const;

export default function AdminRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      {/* SPEC §9 "Admin root redirect". */}
      <Route index element={<Navigate to={ROUTES.adminRootRedirect} replace />} />
      {ADMIN_SECTIONS.map(({ path, title }) => (
        <Route key={path} path={path} element={<AdminSectionPage title={title} />} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
