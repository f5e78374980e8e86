import type { Store } from '@instamg/shared/domain/store';
import type { LocationContext } from '../context';
import { applySelection } from '../steps';

/** An explicit choice (the selector's list, /stores); ignored when the area is not serviceable. */
export function selectStore(ctx: LocationContext, store: Store, { toast = false }: { toast?: boolean } = {}): void {
  if (!ctx.get().serviceable) return;
  applySelection(ctx, store, true);
  if (toast) ctx.deps.notify({ key: 'storeSelected' });
}
