import { create } from 'zustand';

export interface TToast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
}

/** How long a toast stays unless dismissed (long enough to read; WCAG 2.2.1 lets it be closed). */
export const TOAST_MS = 6000;

let next = 1;

/**
 * Short notices that do not need an answer ("Account renamed"): shown in a polite live region by
 * the layout's toast host, each gone after TOAST_MS or when closed. Outcomes that need reading or
 * a decision use the response popup instead.
 */
export const useToasts = create<{
  toasts: TToast[];
  push: (t: Omit<TToast, 'id'>) => void;
  dismiss: (id: number) => void;
}>()((set) => ({
  toasts: [],
  push: (t) => {
    const id = next++;
    set((s) => ({ toasts: [...s.toasts, { ...t, id }] }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) })), TOAST_MS);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) })),
}));
