/**
 * Route ownership (SPEC §2): every path belongs to exactly one app. The shell mounts this table;
 * each remote's standalone dev entry mounts its own rows; docs/routes.md mirrors it (a test keeps
 * them equal). Remote rows name the exposed module that renders the route; a `/*` path hands the
 * whole prefix to a routes module that declares its sub-routes relative to it.
 *
 * Naming rule for exposes: `…Page` renders one route, `…Routes` a prefix; any other expose
 * (DeliverySelector, OrderList, …) is a component another app places in its own UI.
 */
import type { ReactNode } from 'react';
import type { RemoteModuleId, RemoteName } from './remotes';

/** Pages the shell renders itself. */
export type ShellPageName =
  | 'AuthPage'
  | 'AccountPage'
  | 'PrivacyPolicyPage'
  | 'TermsPage'
  | 'RefundPolicyPage'
  | 'ShippingPolicyPage'
  | 'ContactPage'
  | 'FaqPage'
  | 'GrievancePage';

/**
 * Which frame a route renders in: the customer frame of SPEC §2 (top bar, store strip, footer,
 * phone bottom bar), or a panel's own (issue 33 §1): the shell draws no chrome at all and the
 * panel remote brings its top bar and navigation (SPEC §2 lets a page hide the top bar and footer).
 */
export type RouteFrame = 'customer' | 'panel';

/** `noindex`: a page no search engine may keep (a secret link's): robots noindex and no canonical. */
export type OwnedRoute =
  | {
      readonly path: string;
      readonly owner: 'shell';
      readonly page: ShellPageName;
      readonly frame?: RouteFrame;
      readonly noindex?: boolean;
    }
  | {
      readonly path: string;
      readonly owner: RemoteName;
      readonly module: RemoteModuleId;
      readonly frame?: RouteFrame;
      readonly noindex?: boolean;
    };

export type RouteOwner = OwnedRoute['owner'];

export const ROUTE_TABLE: readonly OwnedRoute[] = [
  // shell: sign-in, account frame, static pages
  { path: '/auth', owner: 'shell', page: 'AuthPage' },
  { path: '/account', owner: 'shell', page: 'AccountPage' },
  { path: '/profile', owner: 'shell', page: 'AccountPage' },
  { path: '/profile/orders', owner: 'shell', page: 'AccountPage' },
  { path: '/orders', owner: 'shell', page: 'AccountPage' },
  // Each account tab at its own URL, so it can be linked and Back works (issue 22).
  { path: '/account/profile', owner: 'shell', page: 'AccountPage' },
  { path: '/account/addresses', owner: 'shell', page: 'AccountPage' },
  { path: '/account/prescriptions', owner: 'shell', page: 'AccountPage' },
  { path: '/account/refills', owner: 'shell', page: 'AccountPage' },
  { path: '/account/security', owner: 'shell', page: 'AccountPage' },
  { path: '/account/privacy', owner: 'shell', page: 'AccountPage' },
  { path: '/privacy-policy', owner: 'shell', page: 'PrivacyPolicyPage' },
  { path: '/terms', owner: 'shell', page: 'TermsPage' },
  { path: '/refund-policy', owner: 'shell', page: 'RefundPolicyPage' },
  { path: '/shipping-policy', owner: 'shell', page: 'ShippingPolicyPage' },
  { path: '/contact', owner: 'shell', page: 'ContactPage' },
  { path: '/faq', owner: 'shell', page: 'FaqPage' },
  // Issue 39 §5: the grievance officer, the response times and the signed-in user's tickets.
  { path: '/grievance', owner: 'shell', page: 'GrievancePage' },
  // mf_catalog: browse, search, product, blog
  { path: '/', owner: 'mf_catalog', module: 'mf_catalog/HomePage' },
  { path: '/medicines', owner: 'mf_catalog', module: 'mf_catalog/MedicinesPage' },
  { path: '/medicines/:id', owner: 'mf_catalog', module: 'mf_catalog/ProductPage' },
  { path: '/product/:id', owner: 'mf_catalog', module: 'mf_catalog/ProductPage' },
  { path: '/search', owner: 'mf_catalog', module: 'mf_catalog/SearchPage' },
  { path: '/blog', owner: 'mf_catalog', module: 'mf_catalog/BlogPage' },
  { path: '/blog/:blogId', owner: 'mf_catalog', module: 'mf_catalog/BlogPostPage' },
  // mf_cart_checkout: cart, checkout, payment status, order detail, prescription upload
  { path: '/cart', owner: 'mf_cart_checkout', module: 'mf_cart_checkout/CartPage' },
  { path: '/checkout', owner: 'mf_cart_checkout', module: 'mf_cart_checkout/CheckoutPage' },
  { path: '/payment/status/:transactionId', owner: 'mf_cart_checkout', module: 'mf_cart_checkout/PaymentStatusPage' },
  { path: '/profile/orders/:orderId', owner: 'mf_cart_checkout', module: 'mf_cart_checkout/OrderDetailPage' },
  { path: '/orders/:orderId', owner: 'mf_cart_checkout', module: 'mf_cart_checkout/OrderDetailPage' },
  { path: '/upload-prescription', owner: 'mf_cart_checkout', module: 'mf_cart_checkout/UploadPrescriptionPage' },
  // Issue 38 §4: the family tracking link, no session needed; the token is the secret, so never indexed.
  { path: '/track/:token', owner: 'mf_cart_checkout', module: 'mf_cart_checkout/TrackPage', noindex: true },
  // mf_location: store finder (plus the delivery selector in the top bar)
  { path: '/stores', owner: 'mf_location', module: 'mf_location/StoresPage' },
  // mf_store_panel: the partner application and the whole /store panel
  { path: '/pharmacy-partner', owner: 'mf_store_panel', module: 'mf_store_panel/PharmacyPartnerPage' },
  { path: '/store/*', owner: 'mf_store_panel', module: 'mf_store_panel/StorePanelRoutes', frame: 'panel' },
  // mf_admin: the whole /admin panel (its routes module redirects /admin to /admin/dashboard)
  { path: '/admin/*', owner: 'mf_admin', module: 'mf_admin/AdminRoutes', frame: 'panel' },
];

/** The frame a row renders in (the customer frame unless it says otherwise). */
export const routeFrame = (route: OwnedRoute | null | undefined): RouteFrame => route?.frame ?? 'customer';

/** Rows owned by one app, for the shell or a remote's standalone entry. */
export function routesOwnedBy(owner: RouteOwner): OwnedRoute[] {
  return ROUTE_TABLE.filter((route) => route.owner === owner);
}

/** Props of a routes module mounted under a `/*` prefix. */
export interface RemoteRoutesProps {
  /** What to render for a path under the prefix that the remote does not know (the shell's not-found page). */
  notFound: ReactNode;
}
