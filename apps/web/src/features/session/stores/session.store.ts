import { create } from 'zustand';
import type { SessionUser } from '../session.types';

interface SessionState {
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
  clear: () => void;
}

/** Who is signed in. Filled by the navigation guard / login (issue 3); empty means "not known to be signed in". */
export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  setUser: (user) => set({ user }),
  clear: () => set({ user: null }),
}));

export const selectUser = (state: SessionState) => state.user;
export const selectIsAuthenticated = (state: SessionState) => state.user !== null;
