import type { Lang } from '@simrelay/i18n';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const ADMIN_SESSION_KEY = 'simrelay.admin.session';

/**
 * The SPEC's admin state that is not server data (section 3): the token and the logged-in flag
 * (persisted), test mode as login reported it, the language. The lists it names (users,
 * numbers, services) are TanStack Query data, persisted by lib/persisted-lists.ts.
 */
export interface AdminSessionState {
  token: string | null;
  isAdminLoggedIn: boolean;
  testMode: boolean;
  /** The server ends the session after this long without activity; the app logs out then too. */
  idleTimeoutSeconds: number;
  lang: Lang | null;
  /** Not persisted: the session ended in this page (logout, the server said Unauthorized, or no activity for too long). */
  ended: 'logout' | 'expired' | 'idle' | null;
  signIn: (session: { token: string; testMode: boolean; idleTimeoutSeconds: number }) => void;
  setTestMode: (testMode: boolean) => void;
  setLang: (lang: Lang) => void;
  signOut: (reason: 'logout' | 'expired' | 'idle') => void;
}

export const useAdminSession = create<AdminSessionState>()(
  persist(
    (set) => ({
      token: null,
      isAdminLoggedIn: false,
      testMode: false,
      idleTimeoutSeconds: 900,
      lang: null,
      ended: null,
      signIn: ({ token, testMode, idleTimeoutSeconds }) => set({ token, testMode, idleTimeoutSeconds, isAdminLoggedIn: true, ended: null }),
      setTestMode: (testMode) => set({ testMode }),
      setLang: (lang) => set({ lang }),
      // SPEC: logout clears the token and the flag.
      signOut: (ended) => set({ token: null, isAdminLoggedIn: false, testMode: false, ended }),
    }),
    {
      name: ADMIN_SESSION_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token, isAdminLoggedIn: s.isAdminLoggedIn, testMode: s.testMode, idleTimeoutSeconds: s.idleTimeoutSeconds, lang: s.lang }),
    },
  ),
);
