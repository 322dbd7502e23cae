import { create } from 'zustand';
import type { TPopupContent } from '../api/messages.ts';

export interface TPopup extends TPopupContent {
  onClose?: () => void;
}

export const usePopup = create<{ popup: TPopup | null; show: (p: TPopup) => void; close: () => void }>()(
  (set, get) => ({
    popup: null,
    show: (popup) => set({ popup }),
    close: () => {
      const p = get().popup;
      set({ popup: null });
      p?.onClose?.();
    },
  }),
);
