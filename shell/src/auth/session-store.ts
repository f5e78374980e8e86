import type { Models } from 'appwrite';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: Models.User<Models.Preferences> | null;
  refresh(): Promise<void>;
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  async refresh() {
    set({ status: 'signedOut', user: null });
  },
}));
