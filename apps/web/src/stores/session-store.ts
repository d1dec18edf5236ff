import type { Lang, SessionResponse } from '@simrelay/api-client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'simrelay.session';

/** The SPEC's persisted auth state (section 3). Server data itself lives in TanStack Query. */
export interface SessionState {
  token: string | null;
  isLoggedIn: boolean;
  _id: string | null;
  email: string | null;
  lang: Lang | null;
  apiKey: string | null;
  balance: number;
  topups: number;
  ban: boolean;
  /** The ban banner was acknowledged ('understand'); it shows again only for a new ban. */
  banNotification: boolean;
  /** The SPEC's `maintence` flag: the full-screen notice is up. */
  maintenance: boolean;

  signIn: (session: SessionResponse) => void;
  updateFigures: (figures: { balance: number; topups: number; ban: boolean }) => void;
  /** A balance pushed over the live connection. */
  setBalance: (balance: number) => void;
  setLang: (lang: Lang) => void;
  setApiKey: (apiKey: string) => void;
  setMaintenance: (on: boolean) => void;
  acknowledgeBan: () => void;
  signOut: () => void;
}

const signedOut = {
  token: null,
  isLoggedIn: false,
  _id: null,
  email: null,
  apiKey: null,
  balance: 0,
  topups: 0,
  ban: false,
  banNotification: false,
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      lang: null,
      maintenance: false,
      signIn: (s) =>
        set({ token: s.token, isLoggedIn: true, _id: s._id, email: s.email, apiKey: s.apiKey, balance: s.balance, topups: s.topups, ban: s.ban, lang: s.lang, banNotification: false }),
      updateFigures: ({ balance, topups, ban }) => set((state) => ({ balance, topups, ban, banNotification: ban ? state.banNotification : false })),
      setBalance: (balance) => set({ balance }),
      setLang: (lang) => set({ lang }),
      setApiKey: (apiKey) => set({ apiKey }),
      setMaintenance: (maintenance) => set({ maintenance }),
      acknowledgeBan: () => set({ banNotification: true }),
      // SPEC: logout clears the token, API key and language, empties the balance, clears storage.
      signOut: () => {
        set({ ...signedOut, lang: null });
        localStorage.removeItem(SESSION_STORAGE_KEY);
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        token: s.token, isLoggedIn: s.isLoggedIn, _id: s._id, email: s.email, lang: s.lang, balance: s.balance, topups: s.topups,
        maintenance: s.maintenance, apiKey: s.apiKey, banNotification: s.banNotification, ban: s.ban,
      }),
    },
  ),
);

/** Resolves once persisted state is back, or after `limitMs` (SPEC: 5 s), whichever is first. */
export function sessionHydrated(limitMs = 5000): Promise<void> {
  if (useSession.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    useSession.persist.onFinishHydration(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
