// Stock value expiring soon (issue 18 §4): of a store's batches that expire within the next 30 and
// 90 days, the units and their value at the batch's selling price (what the store would have sold
// them for; integer paise: stock × the price in paise, never a float sum). The inventory function's
// `expiring_value` action reads only those batches (index store_expiry_idx: store_id, expiry);
// /store/analytics shows the two bands and the batches behind them. Pure.
import { toPaise } from './store-daily-stats';

/** The bands, in days from now. */
export const EXPIRY_BANDS_DAYS = [30, 90] as const;
export type ExpiryBand = (typeof EXPIRY_BANDS_DAYS)[number];
/** The farthest band: the read asks for batches expiring before now + this many days. */
export const EXPIRING_HORIZON_DAYS = 90;
/** At most this many batches are listed in the answer (the sums cover every batch read). */
export const EXPIRING_LIST_LIMIT = 200;

export const EXPIRING_VALUE_DEFINITION =
  'Stock value is units in stock × the batch’s selling price (what you sell it for, not the MRP), for batches ' +
  'that have not expired yet and expire within 30 or 90 days from now. Batches already expired are not counted.';

/** A store_inventory row as the sums read it. */
export interface ExpiringBatchInput {
  $id: string;
  product_id: string;
  batch: string;
  expiry: string;
  stock: number;
  selling_price: number;
  visible?: boolean | null;
}

export interface ExpiringBatch {
  inventory_id: string;
  product_id: string;
  batch: string;
  expiry: string;
  /** Whole days left, rounded down (0: expires within a day). */
  days_left: number;
  stock: number;
  selling_price_paise: number;
  value_paise: number;
  band: ExpiryBand;
}

export interface ExpiringBandFigures {
  days: ExpiryBand;
  batches: number;
  units: number;
  value_paise: number;
}

export interface ExpiringStock {
  /** Cumulative: the 90-day band includes the 30-day one. */
  bands: ExpiringBandFigures[];
  /** Soonest expiry first, at most EXPIRING_LIST_LIMIT. */
  batches: ExpiringBatch[];
  /** Batches in the 90-day band (the list may be shorter). */
  batch_count: number;
  computed_at: string;
}

const DAY_MS = 86_400_000;

/** The window to read: [now, now + 90 days). */
export function expiringWindow(now: Date): { from: string; to: string } {
  return {
    from: now.toISOString(),
    to: new Date(now.getTime() + EXPIRING_HORIZON_DAYS * DAY_MS).toISOString(),
  };
}

/**
 * The bands and the list from the batches read (a wider read is harmless: expired batches, batches
 * past 90 days, empty ones and those of an unfinished import are left out; a row listed twice counts once).
 */
export function expiringStock(rows: readonly ExpiringBatchInput[], now: Date): ExpiringStock {
  const nowMs = now.getTime();
  const seen = new Set<string>();
  const batches: ExpiringBatch[] = [];
  for (const row of rows) {
    const at = Date.parse(row.expiry);
    if (!Number.isFinite(at) || seen.has(row.$id) || row.visible === false) continue;
    if (at < nowMs || at >= nowMs + EXPIRING_HORIZON_DAYS * DAY_MS) continue;
    const stock = Math.max(0, Math.round(row.stock));
    if (stock === 0) continue;
    seen.add(row.$id);
    const price = Math.max(0, toPaise(row.selling_price));
    batches.push({
      inventory_id: row.$id,
      product_id: row.product_id,
      batch: row.batch,
      expiry: row.expiry,
      days_left: Math.floor((at - nowMs) / DAY_MS),
      stock,
      selling_price_paise: price,
      value_paise: stock * price,
      band: at < nowMs + 30 * DAY_MS ? 30 : 90,
    });
  }
  batches.sort((a, b) => Date.parse(a.expiry) - Date.parse(b.expiry) || a.inventory_id.localeCompare(b.inventory_id));
  const bands = EXPIRY_BANDS_DAYS.map((days): ExpiringBandFigures => {
    const within = batches.filter((b) => b.band <= days);
    return {
      days,
      batches: within.length,
      units: within.reduce((s, b) => s + b.stock, 0),
      value_paise: within.reduce((s, b) => s + b.value_paise, 0),
    };
  });
  return {
    bands,
    batches: batches.slice(0, EXPIRING_LIST_LIMIT),
    batch_count: batches.length,
    computed_at: now.toISOString(),
  };
}
