import { create } from 'zustand';

/** Bumped by realtime money events; screens that show money refetch when it changes. */
export const useLiveData = create<{ version: number; bump: () => void }>()((set) => ({
  version: 0,
  bump: () => set((s) => ({ version: s.version + 1 })),
}));
