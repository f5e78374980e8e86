// Fixed Appwrite resource ids. They must match appwrite/appwrite.json (checked by ids.test.ts).

export const PROJECT_ID = 'instamg';

export const DATABASE_ID = 'instamg';

export const TABLES = {
  categories: 'categories',
  products: 'products',
  stores: 'stores',
  storeInventory: 'store_inventory',
  storeAdmins: 'store_admins',
  addresses: 'addresses',
  blogPosts: 'blog_posts',
  testimonials: 'testimonials',
  banners: 'banners',
  settings: 'settings',
  orders: 'orders',
  orderItems: 'order_items',
  orderEvents: 'order_events',
  prescriptions: 'prescriptions',
  storeApplications: 'store_applications',
  refundRequests: 'refund_requests',
  storePharmacists: 'store_pharmacists',
  prescriptionVerifications: 'prescription_verifications',
  stockMovements: 'stock_movements',
  storeOrderDecisions: 'store_order_decisions',
  notifications: 'notifications',
  storeDailyStats: 'store_daily_stats',
  auditLog: 'audit_log',
  orderContacts: 'order_contacts',
  deliveryCodes: 'delivery_codes',
  deliveryCodeChecks: 'delivery_code_checks',
  storeChangeRequests: 'store_change_requests',
  storeBankAccounts: 'store_bank_accounts',
  storeBankDetails: 'store_bank_details',
  refundBankAccounts: 'refund_bank_accounts',
  refundBankDetails: 'refund_bank_details',
  inventoryProducts: 'inventory_products',
  inventoryImports: 'inventory_imports',
  listingRequests: 'listing_requests',
  rates: 'rates',
  adminLocks: 'admin_locks',
  counters: 'counters',
  orderRefunds: 'order_refunds',
  orderSubstitutions: 'order_substitutions',
  storeOrderEarnings: 'store_order_earnings',
  ledgerEntries: 'ledger_entries',
  storePayouts: 'store_payouts',
  reconciliationExceptions: 'reconciliation_exceptions',
  stockAlerts: 'stock_alerts',
  staffInvitations: 'staff_invitations',
  phoneSignInCodes: 'phone_sign_in_codes',
  storeCustomers: 'store_customers',
  searchMisses: 'search_misses',
  coupons: 'coupons',
  couponRedemptions: 'coupon_redemptions',
  consentRecords: 'consent_records',
} as const;

export type TableId = (typeof TABLES)[keyof typeof TABLES];

export const BUCKETS = {
  prescriptions: 'prescriptions',
  productImages: 'product_images',
  storeDocuments: 'store_documents',
  problemPhotos: 'problem_photos',
  exports: 'exports',
  invoices: 'invoices',
} as const;

export type BucketId = (typeof BUCKETS)[keyof typeof BUCKETS];

export const FUNCTIONS = {
  storeLocator: 'store-locator',
  geocoder: 'geocoder',
  catalogSearch: 'catalog-search',
  placeOrder: 'place-order',
  payments: 'payments',
  paymentWebhook: 'payment-webhook',
  orderState: 'order-state',
  googleOneTap: 'google-one-tap',
  phoneSignIn: 'phone-sign-in',
  exportCsv: 'export-csv',
  inventory: 'inventory',
  storeStatus: 'store-status',
  storeNotifications: 'store-notifications',
  storeOnboarding: 'store-onboarding',
  storeAdmin: 'store-admin',
  storeEarnings: 'store-earnings',
  payouts: 'payouts',
  payoutWebhook: 'payout-webhook',
  adminCatalog: 'admin-catalog',
  adminSettings: 'admin-settings',
  adminUsers: 'admin-users',
  adminModeration: 'admin-moderation',
  stockAlerts: 'stock-alerts',
  storeStaff: 'store-staff',
  adminAnalytics: 'admin-analytics',
  reconcilePayments: 'reconcile-payments',
  privacyConsents: 'privacy-consents',
} as const;

export type FunctionId = (typeof FUNCTIONS)[keyof typeof FUNCTIONS];
