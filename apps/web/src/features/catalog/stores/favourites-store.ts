import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface FavouritesState {
  /** Starred service codes by account id (`guest` before logging in). */
  byAccount: Record<string, string[]>;
  toggle: (account: string, service: string) => void;
}

/** Starred services, remembered on this device for each account. */
export const useFavourites = create<FavouritesState>()(
  persist(
    (set) => ({
      byAccount: {},
      toggle: (account, service) =>
        set((s) => {
          const current = s.byAccount[account] ?? [];
          const next = current.includes(service) ? current.filter((c) => c !== service) : [...current, service];
          return { byAccount: { ...s.byAccount, [account]: next } };
        }),
    }),
    { name: 'simrelay.favourites', storage: createJSONStorage(() => localStorage) },
  ),
);

const NONE: readonly string[] = [];
export const favouritesOf = (state: FavouritesState, account: string): readonly string[] => state.byAccount[account] ?? NONE;
