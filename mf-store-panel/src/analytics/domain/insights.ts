// /store/analytics, the products part (issue 18 §4): top products and lost sales of the range,
// added up from the daily rollup rows' JSON columns (`top_products`, `lost_items`; never the
// orders), and the names they are shown with. Pure.
import { parseDayProducts } from '@instamg/shared/domain/platform-analytics';
import { lostSalesOfRange, type LostSalesOfRange } from '@instamg/shared/domain/lost-sales';
import type { DayRange } from '@instamg/shared/domain/day-range';

/** How many products the charts draw (the tables list every product of the range). */
export const CHART_PRODUCTS = 10;

/** A rollup row's product columns. */
export interface ProductColumns {
  day: string;
  top_products?: string | null;
  lost_items?: string | null;
}

export interface TopProduct {
  product_id: string;
  units: number;
  sales_paise: number;
}

const inRange = (range: DayRange) => (row: ProductColumns) => row.day >= range.from && row.day <= range.to;

/** The range's best sellers by sales (ties: more units, then id), from `top_products`. */
export function topProductsOfRange(range: DayRange, rows: readonly ProductColumns[]): TopProduct[] {
  const sums = new Map<string, TopProduct>();
  const days = new Set<string>();
  for (const row of rows.filter(inRange(range))) {
    if (days.has(row.day)) continue;
    days.add(row.day);
    for (const [id, f] of parseDayProducts(row.top_products)) {
      const p = sums.get(id) ?? { product_id: id, units: 0, sales_paise: 0 };
      p.units += f.units;
      p.sales_paise += f.sales_paise;
      sums.set(id, p);
    }
  }
  return [...sums.values()].sort(
    (a, b) => b.sales_paise - a.sales_paise || b.units - a.units || a.product_id.localeCompare(b.product_id),
  );
}

/** The range's lost sales from `lost_items` (one row per day). */
export function lostOfRange(range: DayRange, rows: readonly ProductColumns[]): LostSalesOfRange {
  const byDay = new Map<string, string | null | undefined>();
  for (const row of rows.filter(inRange(range))) if (!byDay.has(row.day)) byDay.set(row.day, row.lost_items);
  return lostSalesOfRange([...byDay.values()]);
}

/** The product ids to name: every product of both lists. */
export function productIdsOf(top: readonly TopProduct[], lost: LostSalesOfRange): string[] {
  return [...new Set([...top.map((p) => p.product_id), ...lost.products.map((p) => p.product_id)])].sort();
}

/** A product's name, or its id while the name is unknown (a product since removed from the catalogue). */
export function nameOf(names: ReadonlyMap<string, string> | undefined, productId: string): string {
  return names?.get(productId) ?? productId;
}
