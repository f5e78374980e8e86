// The wire types of place-order's `quote` reply, written once for the function (order-plan.ts
// quoteOf builds it) and the checkout (reads it). Amounts are rupees, GST-inclusive, 2 decimals.

/** How the order travels: express (within 30 min, near stores only), standard, or a scheduled slot. */
export type CheckoutDeliveryMode = 'express' | 'standard' | 'scheduled';

export interface OrderAmounts {
  item_count: number;
  items_mrp_total: number;
  items_total: number;
  discount: number;
  delivery_fee: number;
  gst_total: number;
  /** A coupon's discount on the items (issue 22 §6); `total` is already less it. */
  coupon_discount?: number;
  total: number;
}

/** One line of a quote, at the fulfilling store's price. */
export interface QuoteLine {
  product_id: string;
  name: string;
  pack_size: string;
  quantity: number;
  rx_required: boolean;
  unit_price: number;
  mrp: number;
  gst_rate: number;
  line_total: number;
  mrp_total: number;
  saving: number;
  gst_amount: number;
}

/** What the server would charge if the order were placed now (nothing is reserved). */
export interface OrderQuote {
  store: { id: string; name: string; distance_km: number };
  delivery_mode: CheckoutDeliveryMode;
  lines: QuoteLine[];
  /** Lines the store cannot supply in full right now. */
  unavailable: { product_id: string; name: string; quantity: number }[];
  amounts: OrderAmounts;
  /** Prices include GST; these are the parts of it (delivery is a service at DELIVERY_GST_RATE). */
  gst: { included: true; items: number; delivery: number; delivery_rate: number };
  prescription_required_for: string[];
  /** True when placing this order now would succeed (stock and express permitting). */
  placeable: boolean;
  /** The coupon the body named, applied or refused (issue 22 §6); absent without one. */
  coupon?: QuoteCoupon | null;
  /** How this order may be paid: online always, cash on delivery when the platform allows it for the total. */
  payment?: QuotePayment;
  /** Coupons the customer can use on this cart, then the others with why not (issue 40 §7). */
  coupon_offers?: QuoteCouponOffer[];
  /** Each delivery option's fee for this cart and address (issue 40 §2); express only near the store. */
  delivery_options?: QuoteDeliveryOption[];
}

export interface QuoteDeliveryOption {
  mode: CheckoutDeliveryMode;
  /** Rupees, GST-inclusive, what amounts.delivery_fee would be with this option. */
  fee: number;
  available: boolean;
}

export type QuoteCoupon =
  | { code: string; applied: true; discount: number; description: string | null }
  | { code: string; applied: false; error_code: string; message: string };

export interface QuotePayment {
  methods: ('online' | 'cod')[];
  cod_available: boolean;
  /** Why not, in words, when cash on delivery is not offered. */
  cod_reason: string | null;
}

export interface QuoteCouponOffer {
  code: string;
  description: string | null;
  applicable: boolean;
  /** Rupees off the items when applied; 0 when it does not apply. */
  discount: number;
  reason: string | null;
}
