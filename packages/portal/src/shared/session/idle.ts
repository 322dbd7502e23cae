import { IDLE_TIMEOUT_MS } from '@openportal/contract';
import { STORAGE_KEYS } from '../storage-keys.ts';

/** The idle timeout: 15 minutes, or a shorter positive value set under `op:idleTimeoutMs` (tests). */
export function idleTimeoutMs(storage: Pick<Storage, 'getItem'>): number {
  const raw = Number(storage.getItem(STORAGE_KEYS.idleTimeoutMs));
  return Number.isInteger(raw) && raw > 0 ? Math.min(raw, IDLE_TIMEOUT_MS) : IDLE_TIMEOUT_MS;
}

export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface TIdleOptions {
  timeoutMs: number;
  onIdle: () => void;
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Calls onIdle once when no pointer or key event came for timeoutMs. Activity only stamps the
 * time; one timer re-arms itself for the remainder, so busy pointers do not churn timers.
 */
export function watchIdle({ timeoutMs, onIdle, target, now = Date.now }: TIdleOptions): () => void {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onActivity = () => {
    last = now();
  };
  const arm = (delay: number) => {
    timer = setTimeout(() => {
      const quiet = now() - last;
      if (quiet >= timeoutMs) {
        stop();
        onIdle();
      } else arm(timeoutMs - quiet);
    }, delay);
  };
  const stop = () => {
    clearTimeout(timer);
    for (const e of ACTIVITY_EVENTS) target.removeEventListener(e, onActivity);
  };
  for (const e of ACTIVITY_EVENTS) target.addEventListener(e, onActivity, { passive: true } as AddEventListenerOptions);
  arm(timeoutMs);
  return stop;
}
