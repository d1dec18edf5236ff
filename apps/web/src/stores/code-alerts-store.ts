import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A code (or message) that just reached one of the user's numbers. */
export interface CodeAlert {
  id: string;
  /** `activation` (one-time) or `rental`. */
  kind: 'activation' | 'rental';
  number: string;
  /** The service's code, or null for a rental of any service whose message names none. */
  service: string | null;
  code: string | null;
  text: string;
  at: number;
}

interface CodeAlertsState {
  /** Newest first; each stays until dismissed or replaced. */
  alerts: CodeAlert[];
  /** Remembered on this device. */
  sound: boolean;
  notifications: boolean;
  push: (alert: CodeAlert) => void;
  dismiss: (id: string) => void;
  clear: () => void;
  setSound: (on: boolean) => void;
  setNotifications: (on: boolean) => void;
}

/** At most this many alerts are on screen at once. */
const SHOWN = 3;

/** Live codes as alerts (toast, tab title, sound, browser notification) and the user's choice of them. */
export const useCodeAlerts = create<CodeAlertsState>()(
  persist(
    (set) => ({
      alerts: [],
      sound: true,
      notifications: false,
      push: (alert) => set((s) => (s.alerts.some((a) => a.id === alert.id) ? s : { alerts: [alert, ...s.alerts].slice(0, SHOWN) })),
      dismiss: (id) => set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) })),
      clear: () => set({ alerts: [] }),
      setSound: (sound) => set({ sound }),
      setNotifications: (notifications) => set({ notifications }),
    }),
    {
      name: 'simrelay.code-alerts',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ sound: s.sound, notifications: s.notifications }),
    },
  ),
);
