import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The SPEC's persisted services state: what the visitor picked (null: not chosen yet). */
interface SelectionState {
  country: string | null;
  carrier: string | null;
  selectedService: string | null;
  setCountry: (country: string) => void;
  setCarrier: (carrier: string | null) => void;
  select: (service: string | null) => void;
}

export const useSelection = create<SelectionState>()(
  persist(
    (set) => ({
      country: null,
      carrier: null,
      selectedService: null,
      // Another country has other carriers and other offers.
      setCountry: (country) => set({ country, carrier: null, selectedService: null }),
      setCarrier: (carrier) => set({ carrier }),
      select: (selectedService) => set({ selectedService }),
    }),
    {
      name: 'simrelay.selection',
      storage: createJSONStorage(() => localStorage),
      // Version 0 stored a default country as if the visitor had chosen it: forget it.
      version: 1,
      migrate: (stored, version) => ({ ...(stored as SelectionState), ...(version < 1 ? { country: null, carrier: null } : {}) }),
    },
  ),
);
