import { create } from 'zustand';

export const POPUP_MS = 3500;

export interface PopupMessage {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

interface PopupState {
  current: PopupMessage | null;
  show: (kind: PopupMessage['kind'], text: string) => void;
  dismiss: (id: number) => void;
}

let next = 1;

/** One popup at a time; a new one replaces the old. The Popup component times it out. */
export const usePopup = create<PopupState>()((set) => ({
  current: null,
  show: (kind, text) => set({ current: { id: next++, kind, text } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));
