// Every React Query key mf-cart-checkout uses, prefixed with its remote id (ADR 0004) so no other
// app's query can collide with one in the shell's one QueryClient.
const APP = 'mf_cart_checkout';

export const orderKeys = {
  user: [APP, 'user'] as const,
  order: (id: string) => [APP, 'order', id] as const,
  items: (id: string) => [APP, 'order-items', id] as const,
  events: (id: string) => [APP, 'order-events', id] as const,
  /** The customer's delivery code while the order is out for delivery (issue 16 §4). */
  /** Per round: a redelivery's new code must never show the last round's cached one. */
  deliveryCode: (id: string, round: number) => [APP, 'delivery-code', id, round] as const,
  deliveryCodes: (id: string) => [APP, 'delivery-code', id] as const,
  /** Who is bringing it, where they are and the ETA (order_deliveries, issue 38). */
  delivery: (id: string) => [APP, 'order-delivery', id] as const,
  /** What a family tracking link shows (delivery-tracking view, issue 38 §4); keyed by the token. */
  tracking: (token: string) => [APP, 'tracking', token] as const,
  /** A substitute offered on the order, and the order's refunds (issue 16 §5). */
  substitution: (id: string) => [APP, 'substitution', id] as const,
  refunds: (orderId: string) => [APP, 'order-refunds', orderId] as const,
  /** The masked bank account a cash-on-delivery refund goes to (issue 22 §6). */
  refundBank: (orderId: string) => [APP, 'refund-bank', orderId] as const,
  /** The order's return and the return rules of its products (issue 16 §6). */
  orderReturn: (orderId: string) => [APP, 'order-return', orderId] as const,
  returnRules: (productIds: readonly string[]) => [APP, 'return-rules', [...productIds].sort()] as const,
  /** The customer's rating of a delivered order (issue 33 §6). */
  rating: (orderId: string) => [APP, 'rating', orderId] as const,
  myOrders: [APP, 'my-orders'] as const,
  /** The order's tax invoice, with its serial (issue 40 §11). */
  invoice: (orderId: string) => [APP, 'invoice', orderId] as const,
  /** The fulfilling store's phone, for the order page's help (issue 40 §4). */
  storePhone: (storeId: string) => [APP, 'store-phone', storeId] as const,
  prescriptions: [APP, 'prescriptions'] as const,
  /** An order by prescription photo and its priced lines (issue 36 §1). */
  rxRequest: (id: string) => [APP, 'rx-request', id] as const,
  /** The pharmacist's verification of an order's prescription, naming them. */
  rxVerification: (id: string) => [APP, 'rx-verification', id] as const,
  prescriptionValidity: [APP, 'prescription-validity'] as const,
  /** The customer's refills, and the one set on an order (issue 36 §3). */
  refills: [APP, 'refills'] as const,
  refillOfOrder: (orderId: string) => [APP, 'refills', 'order', orderId] as const,
  prescriptionDays: (orderId: string) => [APP, 'prescription-days', orderId] as const,
  quote: (body: unknown) => [APP, 'quote', body] as const,
  /** The payment gateway's own status of an order's payment (payment status page). */
  gatewayStatus: (orderId: string) => [APP, 'gateway-status', orderId] as const,
  /** The selected store's batches of the cart's medicines (cart page). */
  storeBatches: (storeId: string | undefined, productIds: readonly string[]) =>
    [APP, 'store-batches', storeId, [...productIds].sort()] as const,
};
