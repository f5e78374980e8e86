// Going live (issue 33 §5, ADR 0015): a newly approved store starts closed (`go_live_pending`)
// and opens only when its owner switches it on with every item of this list done; the
// store-status function checks the list on the server from the rows, the dashboard shows it.
// Pure data and rules.

/** Products in stock a store needs before it opens to customers. */
export const GO_LIVE_MIN_PRODUCTS = 5;

export const GO_LIVE_ITEMS = ['hours', 'stock', 'pharmacist', 'bank'] as const;
export type GoLiveItem = (typeof GO_LIVE_ITEMS)[number];

export const GO_LIVE_LABELS: Readonly<Record<GoLiveItem, string>> = {
  hours: 'Opening hours set',
  stock: `At least ${GO_LIVE_MIN_PRODUCTS} products in stock`,
  pharmacist: 'Registered pharmacist confirmed',
  bank: 'Bank account verified',
};

/** What the server found about the store. */
export interface GoLiveFacts {
  hasHours: boolean;
  productsInStock: number;
  pharmacistConfirmed: boolean;
  bankVerified: boolean;
}

export interface GoLiveCheck {
  item: GoLiveItem;
  label: string;
  done: boolean;
}

export function goLiveChecklist(facts: GoLiveFacts): GoLiveCheck[] {
  const done: Record<GoLiveItem, boolean> = {
    hours: facts.hasHours,
    stock: facts.productsInStock >= GO_LIVE_MIN_PRODUCTS,
    pharmacist: facts.pharmacistConfirmed,
    bank: facts.bankVerified,
  };
  return GO_LIVE_ITEMS.map((item) => ({ item, label: GO_LIVE_LABELS[item], done: done[item] }));
}

/** The message for a refused go-live: what is still missing. */
export function goLiveMissing(checks: readonly GoLiveCheck[]): string | null {
  const missing = checks.filter((c) => !c.done).map((c) => c.label.toLowerCase());
  return missing.length === 0 ? null : `Before the store can open: ${missing.join('; ')}.`;
}
