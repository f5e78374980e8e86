// The store a member last opened in the panel, remembered on this device per account (a counter
// tablet shared by two pharmacists keeps each one's choice).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Device storage key (localStorage). */
export const CHOSEN_STORE_KEY = 'instamg-store-panel-store';

interface ChosenStoreState {
  /** Store id by user id. */
  byUser: Record<string, string>;
  choose(userId: string, storeId: string): void;
}

export const useChosenStore = create<ChosenStoreState>()(
  persist(
    (set) => ({
      byUser: {},
      choose: (userId, storeId) => set((state) => ({ byUser: { ...state.byUser, [userId]: storeId } })),
    }),
    {
      name: CHOSEN_STORE_KEY,
      // Storage that throws (private mode, quota) leaves the choice for this visit only.
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ byUser }) => ({ byUser }),
    },
  ),
);
