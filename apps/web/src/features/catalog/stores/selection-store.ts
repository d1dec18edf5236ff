import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The SPEC's persisted services state: what the visitor picked. */
interface SelectionState {
  country: string;
  carrier: string | null;
  selectedService: string | null;
  setCountry: (country: string) => void;
  setCarrier: (carrier: string | null) => void;
  select: (service: string | null) => void;
}

export const useSelection = create<SelectionState>()(
  persist(
    (set) => ({
      country: 'UA',
      carrier: null,
      selectedService: null,
      // Another country has other carriers and other offers.
      setCountry: (country) => set({ country, carrier: null, selectedService: null }),
      setCarrier: (carrier) => set({ carrier }),
      select: (selectedService) => set({ selectedService }),
    }),
    { name: 'simrelay.selection', storage: createJSONStorage(() => localStorage) },
  ),
);
