// The store the panel is showing, for the frame and every section: the member's stores, the one
// this device chose last (or the first by name), and how to switch.
import { createContext, useCallback, useContext } from 'react';
import { chooseStore, type StoreMembership } from '../domain/store-membership';
import { useChosenStore } from './chosen-store';
import { useSignedInMember } from './store-memberships';

export type CurrentStore =
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  /** Signed in, but no store_admins row names a store they can open. */
  | { status: 'none' }
  | { status: 'ready'; store: StoreMembership; memberships: StoreMembership[]; switchTo(storeId: string): void };

export function useCurrentStore(): CurrentStore {
  const member = useSignedInMember();
  const remembered = useChosenStore((state) => (member.data ? state.byUser[member.data.userId] : undefined));
  const choose = useChosenStore((state) => state.choose);
  const userId = member.data?.userId;
  const switchTo = useCallback((storeId: string) => userId && choose(userId, storeId), [choose, userId]);
  const { refetch } = member;
  const retry = useCallback(() => void refetch(), [refetch]);

  if (member.isPending) return { status: 'loading' };
  if (member.isError) return { status: 'failed', retry };
  const store = chooseStore(member.data.memberships, remembered);
  if (!store) return { status: 'none' };
  return { status: 'ready', store, memberships: member.data.memberships, switchTo };
}

export type ReadyStore = Extract<CurrentStore, { status: 'ready' }>;

/** The store of the panel's frame, for the sections it renders (set by app/PanelLayout). */
export const ReadyStoreContext = createContext<ReadyStore | null>(null);

/** In a section: the store the frame shows. Sections render only once it is known. */
export function useReadyStore(): ReadyStore {
  const ready = useContext(ReadyStoreContext);
  if (!ready) throw new Error('useReadyStore is for pages inside the store panel frame');
  return ready;
}
