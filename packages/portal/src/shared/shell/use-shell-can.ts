import { useSyncExternalStore } from 'react';
import type { TShellBridge, TShellKind } from './bridge.ts';

/** Whether the mobile shell says it does `kind` (re-read when the app's init arrives). */
export function useShellCan(shell: TShellBridge, kind: TShellKind): boolean {
  return useSyncExternalStore(shell.subscribe, () => shell.active && shell.can(kind));
}
