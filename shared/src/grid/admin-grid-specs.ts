// The admin panel's grids (mf-admin), by id in GRID_SPECS (grid-specs.ts), which the export-csv
// function re-runs.
import { DATABASE_ID, TABLES } from '../appwrite/ids';
import { ORDER_STATUSES } from '../domain/order';
import { APPLICATION_STATUSES } from '../domain/partner/application';
import { PRODUCT_SCHEDULES } from '../domain/catalog/product';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_FIELDS } from '../domain/catalog/product-csv';
import { AUDIT_ENTITY_TYPES } from '../domain/audit';
import { RECONCILIATION_KINDS, RECONCILIATION_STATUSES } from '../domain/settlement/reconciliation';
import { DATA_REQUESTS_KIND, DATA_REQUESTS_STATUS, STORE_RATINGS_VISIBILITY } from '../appwrite/rows';
import type { GridPresetQuery, GridSpec } from './grid-query';

/**
 * The admin's order queues (issue 19 §1): waiting for a store to accept (placed and paid, issue
 * 15), a prescription waiting for the store's pharmacist, a refund on its way through the gateway.
 */
export const ADMIN_ORDER_QUEUES = {
  awaiting_acceptance: [
    { method: 'equal', attribute: 'status', values: ['placed'] },
    { method: 'equal', attribute: 'payment_status', values: ['paid', 'cod_pending'] },
  ],
  rx_waiting: [
    { method: 'equal', attribute: 'status', values: ['placed', 'confirmed'] },
    { method: 'equal', attribute: 'payment_status', values: ['paid', 'cod_pending'] },
    { method: 'equal', attribute: 'rx_status', values: ['pending'] },
  ],
  refund_pending: [{ method: 'equal', attribute: 'refund_status', values: ['pending'] }],
} as const satisfies Readonly<Record<string, readonly GridPresetQuery[]>>;

/** Every order, for the admin panel's /admin/orders (SPEC §2); row security decides who sees which. */
export const ORDERS_GRID = {
  id: 'orders',
  databaseId: DATABASE_ID,
  tableId: TABLES.orders,
  filters: [
    { kind: 'oneOf', param: 'status', field: 'status', values: ORDER_STATUSES },
    { kind: 'dateFrom', param: 'from', field: '$createdAt' },
    { kind: 'dateTo', param: 'to', field: '$createdAt' },
    // The admin dashboard's queues (issue 19 §1): each tile links to its list.
    { kind: 'preset', param: 'queue', presets: ADMIN_ORDER_QUEUES },
    // The order number people quote (IMG-2026-000123; order_number_unique).
    { kind: 'equals', param: 'number', field: 'order_number', maxLength: 20 },
  ],
  sortable: ['$createdAt', 'total'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  // No address, coordinates, customer or gateway/session ids: a CSV leaves the platform.
  exportColumns: [
    { field: '$id', header: 'Order ID' },
    { field: 'order_number', header: 'Order number' },
    { field: '$createdAt', header: 'Placed at' },
    { field: 'status', header: 'Status' },
    { field: 'store_name', header: 'Store' },
    { field: 'city', header: 'City' },
    { field: 'delivery_mode', header: 'Delivery' },
    { field: 'item_count', header: 'Items' },
    { field: 'total', header: 'Total (INR)' },
    { field: 'payment_status', header: 'Payment' },
  ],
} as const satisfies GridSpec;

/** Pharmacy partner applications, for /admin/store-applications (issue 17); only admins read the table. */
export const STORE_APPLICATIONS_GRID = {
  id: 'store_applications',
  databaseId: DATABASE_ID,
  tableId: TABLES.storeApplications,
  filters: [{ kind: 'oneOf', param: 'status', field: 'status', values: APPLICATION_STATUSES }],
  sortable: ['$createdAt', '$updatedAt'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  // No bank details, PAN or documents: a CSV leaves the platform.
  exportColumns: [
    { field: '$id', header: 'Application ID' },
    { field: '$createdAt', header: 'Started at' },
    { field: 'submitted_at', header: 'Submitted at' },
    { field: 'status', header: 'Status' },
    { field: 'trade_name', header: 'Pharmacy' },
    { field: 'city', header: 'City' },
    { field: 'postal_code', header: 'PIN' },
    { field: 'gstin', header: 'GSTIN' },
  ],
} as const satisfies GridSpec;

/** Partner stores, for /admin/stores (issue 17 §3); everyone reads the table, the page is the admins'. */
export const STORES_GRID = {
  id: 'stores',
  databaseId: DATABASE_ID,
  tableId: TABLES.stores,
  filters: [
    { kind: 'search', param: 'q', fields: ['name'] },
    { kind: 'equals', param: 'city', field: 'city', maxLength: 64 },
    {
      kind: 'preset',
      param: 'status',
      presets: {
        live: [{ method: 'equal', attribute: 'is_active', values: [true] }],
        suspended: [{ method: 'isNotNull', attribute: 'suspended_at' }],
        // A live store's own switch (the admin dashboard's tiles, issue 19 §1).
        open: [
          { method: 'equal', attribute: 'is_active', values: [true] },
          { method: 'equal', attribute: 'status', values: ['open'] },
        ],
        busy: [
          { method: 'equal', attribute: 'is_active', values: [true] },
          { method: 'equal', attribute: 'status', values: ['busy'] },
        ],
        paused: [
          { method: 'equal', attribute: 'is_active', values: [true] },
          { method: 'equal', attribute: 'status', values: ['paused'] },
        ],
      },
    },
    // "Licence expiring in 30 days": the page sets the last day (today + 30 in India).
    { kind: 'dayTo', param: 'licence_by', field: 'licence_expires_on' },
  ],
  sortable: ['name', 'licence_expires_on', '$createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Store ID' },
    { field: 'name', header: 'Pharmacy' },
    { field: 'city', header: 'City' },
    { field: 'state', header: 'State' },
    { field: 'postal_code', header: 'PIN' },
    { field: 'gstin', header: 'GSTIN' },
    { field: 'drug_license_number', header: 'Form 20 licence' },
    { field: 'form21_number', header: 'Form 21 licence' },
    { field: 'licence_expires_on', header: 'Licence expires on' },
    { field: 'is_active', header: 'Live' },
    { field: 'suspension', header: 'Suspension' },
  ],
} as const satisfies GridSpec;

/** The catalogue, for /admin/inventory (issue 19 §3): everyone reads products; only admins edit them. */
export const PRODUCTS_GRID = {
  id: 'products',
  databaseId: DATABASE_ID,
  tableId: TABLES.products,
  filters: [
    // The table's fulltext indexes: brand name, salt composition, manufacturer.
    { kind: 'search', param: 'q', fields: ['name', 'salt_composition', 'manufacturer'] },
    { kind: 'id', param: 'category', field: 'category_id' },
    { kind: 'oneOf', param: 'schedule', field: 'schedule', values: PRODUCT_SCHEDULES },
    { kind: 'flag', param: 'active', field: 'is_active' },
  ],
  // $updatedAt (Appwrite's own index) and price (price_idx).
  sortable: ['$updatedAt', 'price'],
  defaultSort: { field: '$updatedAt', direction: 'desc' },
  defaultPageSize: 25,
  // The bulk import's template, column for column (shared/src/domain/catalog/product-csv.ts): an
  // export can be edited and imported again.
  exportColumns: PRODUCT_CSV_COLUMNS.map((column) => ({
    field: PRODUCT_CSV_FIELDS[column],
    header: column,
    format: 'product_csv' as const,
  })),
} as const satisfies GridSpec;

/** The append-only audit log, for /admin/settings/audit-log (issue 19 §8); only admins read the table. */
export const AUDIT_LOG_GRID = {
  id: 'audit_log',
  databaseId: DATABASE_ID,
  tableId: TABLES.auditLog,
  filters: [
    { kind: 'oneOf', param: 'entity', field: 'entity_type', values: AUDIT_ENTITY_TYPES },
    { kind: 'id', param: 'entity_id', field: 'entity_id' },
    { kind: 'id', param: 'actor', field: 'actor_id' },
    { kind: 'dateFrom', param: 'from', field: '$createdAt' },
    { kind: 'dateTo', param: 'to', field: '$createdAt' },
  ],
  sortable: ['$createdAt'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Entry ID' },
    { field: '$createdAt', header: 'At' },
    { field: 'actor_id', header: 'Actor ID' },
    { field: 'actor_role', header: 'Actor role' },
    { field: 'action', header: 'Action' },
    { field: 'entity_type', header: 'Entity' },
    { field: 'entity_id', header: 'Entity ID' },
    { field: 'before', header: 'Before' },
    { field: 'after', header: 'After' },
    { field: 'note', header: 'Note' },
  ],
} as const satisfies GridSpec;

/** Catalogue categories, for /admin/categories (issue 19 §4); everyone reads the table, admins write through admin-catalog. */
export const CATEGORIES_GRID = {
  id: 'categories',
  databaseId: DATABASE_ID,
  tableId: TABLES.categories,
  filters: [{ kind: 'flag', param: 'active', field: 'is_active' }],
  // sort_order (the home page's order) and $updatedAt; a few dozen rows.
  sortable: ['sort_order', '$updatedAt'],
  defaultSort: { field: 'sort_order', direction: 'asc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Category ID' },
    { field: 'name', header: 'Name' },
    { field: 'slug', header: 'Slug' },
    { field: 'sort_order', header: 'Sort order' },
    { field: 'icon', header: 'Icon' },
    { field: 'default_schedule', header: 'Default schedule' },
    { field: 'default_rx_required', header: 'Rx required by default' },
    { field: 'is_active', header: 'Active' },
  ],
} as const satisfies GridSpec;

/** What a prescription's status may be (prescriptions.status). */
export const PRESCRIPTION_STATUSES = ['pending', 'verified', 'rejected'] as const;

/**
 * Every prescription, for /admin/prescriptions (issue 19 §5): only admins read the whole table
 * (a customer their own rows, a store's team those attached to its orders). `dup=yes` keeps the
 * uploads whose file (its SHA-256, computed by order-state) was uploaded as another prescription too.
 */
export const PRESCRIPTIONS_GRID = {
  id: 'prescriptions',
  databaseId: DATABASE_ID,
  tableId: TABLES.prescriptions,
  filters: [
    { kind: 'oneOf', param: 'status', field: 'status', values: PRESCRIPTION_STATUSES },
    { kind: 'id', param: 'store', field: 'store_id' },
    {
      kind: 'preset',
      param: 'dup',
      presets: {
        yes: [
          { method: 'isNotNull', attribute: 'duplicate_count' },
          { method: 'notEqual', attribute: 'duplicate_count', values: [0] },
        ],
      },
    },
    { kind: 'dateFrom', param: 'from', field: '$createdAt' },
    { kind: 'dateTo', param: 'to', field: '$createdAt' },
  ],
  // $createdAt (Appwrite's own index) and verified_at (verified_at_idx).
  sortable: ['$createdAt', 'verified_at'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  // No customer id, file name or note: a CSV leaves the platform.
  exportColumns: [
    { field: '$id', header: 'Prescription ID' },
    { field: '$createdAt', header: 'Uploaded at' },
    { field: 'issued_on', header: 'Issued on' },
    { field: 'status', header: 'Status' },
    { field: 'store_id', header: 'Store ID' },
    { field: 'order_id', header: 'Last order ID' },
    { field: 'pharmacist_name', header: 'Pharmacist' },
    { field: 'pharmacy_council', header: 'Pharmacy council' },
    { field: 'registration_number', header: 'Registration number' },
    { field: 'verified_at', header: 'Decided at' },
    { field: 'duplicate_count', header: 'Other uploads of the same file' },
    { field: 'file_sha256', header: 'File SHA-256' },
  ],
} as const satisfies GridSpec;

/**
 * Stores' registered pharmacists, for /admin/prescriptions/pharmacists (issue 19 §5); admins read
 * every row. Status as lib/pharmacists.ts reads a row: pending (never confirmed: a store-staff
 * invitation's accept), confirmed and active, revoked (confirmed once, switched off).
 */
export const PHARMACISTS_GRID = {
  id: 'store_pharmacists',
  databaseId: DATABASE_ID,
  tableId: TABLES.storePharmacists,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    {
      kind: 'preset',
      param: 'status',
      presets: {
        pending: [{ method: 'isNull', attribute: 'confirmed_at' }],
        confirmed: [
          { method: 'isNotNull', attribute: 'confirmed_at' },
          { method: 'equal', attribute: 'is_active', values: [true] },
        ],
        revoked: [
          { method: 'isNotNull', attribute: 'confirmed_at' },
          { method: 'equal', attribute: 'is_active', values: [false] },
        ],
      },
    },
  ],
  sortable: ['$createdAt'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Registration ID' },
    { field: 'name', header: 'Pharmacist' },
    { field: 'store_id', header: 'Store ID' },
    { field: 'pharmacy_council', header: 'Pharmacy council' },
    { field: 'registration_number', header: 'Registration number' },
    { field: 'confirmed_by', header: 'Confirmed by' },
    { field: 'confirmed_at', header: 'Confirmed at' },
    { field: 'is_active', header: 'Active' },
  ],
} as const satisfies GridSpec;

/** Home-page testimonials, for /admin/testimonials (issue 19 §5); everyone reads, admins change them through admin-moderation. */
export const TESTIMONIALS_GRID = {
  id: 'testimonials',
  databaseId: DATABASE_ID,
  tableId: TABLES.testimonials,
  filters: [{ kind: 'flag', param: 'active', field: 'is_active' }],
  sortable: ['$createdAt', '$updatedAt'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Testimonial ID' },
    { field: '$createdAt', header: 'Added at' },
    { field: 'name', header: 'Name' },
    { field: 'city', header: 'City' },
    { field: 'rating', header: 'Rating' },
    { field: 'text', header: 'Text' },
    { field: 'is_active', header: 'Shown' },
  ],
} as const satisfies GridSpec;

/** A listing request's status (listing_requests.status). */
export const LISTING_REQUEST_STATUSES = ['open', 'listed', 'declined'] as const;

/**
 * Stores' requests for products the catalogue lacks, for /admin/inventory/requests (issue 19 §3):
 * only admins read the whole table (a store's team its own rows). The page shows `open` when the
 * URL names no status.
 */
export const LISTING_REQUESTS_GRID = {
  id: 'listing_requests',
  databaseId: DATABASE_ID,
  tableId: TABLES.listingRequests,
  filters: [
    { kind: 'oneOf', param: 'status', field: 'status', values: LISTING_REQUEST_STATUSES },
    { kind: 'id', param: 'store', field: 'store_id' },
  ],
  sortable: ['$createdAt'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Request ID' },
    { field: '$createdAt', header: 'Requested at' },
    { field: 'store_id', header: 'Store ID' },
    { field: 'product_name', header: 'Product' },
    { field: 'manufacturer', header: 'Manufacturer' },
    { field: 'pack_size', header: 'Pack size' },
    { field: 'note', header: 'Note' },
    { field: 'status', header: 'Status' },
    { field: 'product_id', header: 'Product ID' },
    { field: 'decline_reason', header: 'Decline reason' },
    { field: 'decided_at', header: 'Decided at' },
  ],
} as const satisfies GridSpec;

/**
 * Reconciliation exceptions (issue 31 §3), the section on /admin/analytics: what reconcile-payments
 * found between the gateway's settlement report, our books and the payouts. Admins read the table;
 * the function writes it, also when an admin resolves one.
 */
export const RECONCILIATION_GRID = {
  id: 'reconciliation_exceptions',
  databaseId: DATABASE_ID,
  tableId: TABLES.reconciliationExceptions,
  filters: [
    { kind: 'oneOf', param: 'exception_status', field: 'status', values: RECONCILIATION_STATUSES },
    { kind: 'oneOf', param: 'exception_kind', field: 'kind', values: RECONCILIATION_KINDS },
    { kind: 'id', param: 'exception_order', field: 'order_id' },
  ],
  sortable: ['day', '$createdAt'],
  defaultSort: { field: 'day', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: 'day', header: 'Day' },
    { field: 'kind', header: 'Kind' },
    { field: 'order_id', header: 'Order ID' },
    { field: 'store_id', header: 'Store ID' },
    { field: 'ref', header: 'Reference' },
    { field: 'expected_paise', header: 'Expected (INR)', format: 'paise' },
    { field: 'actual_paise', header: 'Actual (INR)', format: 'paise' },
    { field: 'status', header: 'Status' },
    { field: 'note', header: 'Note' },
    { field: 'resolution_note', header: 'Resolution' },
  ],
} as const satisfies GridSpec;

/** A grievance ticket's status (grievance_tickets.status). */
export const GRIEVANCE_TICKET_STATUSES = ['open', 'acknowledged', 'resolved'] as const;

/**
 * Customers' grievance tickets for /admin/grievances (issue 39 §5): admins read the table (a
 * ticket's raiser their own rows); privacy-requests writes it. Oldest acknowledgement deadline first.
 */
export const GRIEVANCE_TICKETS_GRID = {
  id: 'grievance_tickets',
  databaseId: DATABASE_ID,
  tableId: TABLES.grievanceTickets,
  filters: [{ kind: 'oneOf', param: 'status', field: 'status', values: GRIEVANCE_TICKET_STATUSES }],
  sortable: ['created_at', 'ack_due_at'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: 'ticket_number', header: 'Ticket' },
    { field: 'created_at', header: 'Raised at' },
    { field: 'subject', header: 'Subject' },
    { field: 'order_number', header: 'Order' },
    { field: 'status', header: 'Status' },
    { field: 'ack_due_at', header: 'Acknowledge by' },
    { field: 'resolve_due_at', header: 'Resolve by' },
    { field: 'acknowledged_at', header: 'Acknowledged at' },
    { field: 'resolved_at', header: 'Resolved at' },
  ],
} as const satisfies GridSpec;

/**
 * People's data requests for /admin/data-requests (issue 39 §5; DPDP Act s.11–12): exports and
 * erasures with their deadline (`due_at`, 90 days). Admins read the table; privacy-requests
 * writes it. The nearest deadline first.
 */
export const DATA_REQUESTS_GRID = {
  id: 'data_requests',
  databaseId: DATABASE_ID,
  tableId: TABLES.dataRequests,
  filters: [
    { kind: 'oneOf', param: 'status', field: 'status', values: DATA_REQUESTS_STATUS },
    { kind: 'oneOf', param: 'kind', field: 'kind', values: DATA_REQUESTS_KIND },
  ],
  sortable: ['requested_at', 'due_at'],
  defaultSort: { field: 'due_at', direction: 'asc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Request' },
    { field: 'user_id', header: 'User' },
    { field: 'kind', header: 'Kind' },
    { field: 'status', header: 'Status' },
    { field: 'requested_at', header: 'Requested at' },
    { field: 'due_at', header: 'Due by' },
    { field: 'completed_at', header: 'Completed at' },
  ],
} as const satisfies GridSpec;

/**
 * Customers' ratings of delivered orders, for /admin/ratings (issue 33 §6): only admins read the
 * whole table. The page hides or shows one again through store-ratings `moderate`. No customer id
 * in the CSV: a CSV leaves the platform.
 */
export const STORE_RATINGS_GRID = {
  id: 'store_ratings',
  databaseId: DATABASE_ID,
  tableId: TABLES.storeRatings,
  filters: [
    { kind: 'oneOf', param: 'visibility', field: 'visibility', values: STORE_RATINGS_VISIBILITY },
    { kind: 'id', param: 'store', field: 'store_id' },
    { kind: 'equals', param: 'number', field: 'order_number', maxLength: 20 },
  ],
  sortable: ['rated_at', 'store_rating', 'delivery_rating'],
  defaultSort: { field: 'rated_at', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Rating ID' },
    { field: 'rated_at', header: 'Rated at' },
    { field: 'order_number', header: 'Order number' },
    { field: 'store_id', header: 'Store ID' },
    { field: 'store_rating', header: 'Pharmacy stars' },
    { field: 'delivery_rating', header: 'Delivery stars' },
    { field: 'text', header: 'Text' },
    { field: 'visibility', header: 'Visibility' },
    { field: 'moderation_reason', header: 'Moderation reason' },
    { field: 'moderated_at', header: 'Moderated at' },
  ],
} as const satisfies GridSpec;
