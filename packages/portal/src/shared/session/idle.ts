import { IDLE_TIMEOUT_MS } from '@openportal/contract';
import { STORAGE_KEYS } from '../storage-keys.ts';

/**
 * The idle timeout: the brand's `sessionIdleMinutes` (spec 1 §4 default 15 minutes), or a
 * shorter positive value set under `op:idleTimeoutMs` (tests; never longer).
 */
export function idleTimeoutMs(storage: Pick<Storage, 'getItem'>, brandMinutes?: number): number {
  const base = brandMinutes ? Math.min(brandMinutes * 60_000, IDLE_TIMEOUT_MS) : IDLE_TIMEOUT_MS;
  const raw = Number(storage.getItem(STORAGE_KEYS.idleTimeoutMs));
  return Number.isInteger(raw) && raw > 0 ? Math.min(raw, base) : base;
}

export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface TIdleOptions {
  timeoutMs: number;
  onIdle: () => void;
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  /** Where the tabs of this browser share the last activity (one tab's use keeps all signed in). */
  shared?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

/** A tab writes its activity to the shared stamp at most this often. */
const SHARE_EVERY_MS = 5_000;

/**
 * Calls onIdle once when no pointer or key event came for timeoutMs. Activity only stamps the
 * time; one timer re-arms itself for the remainder, so busy pointers do not churn timers.
 */
export function watchIdle({ timeoutMs, onIdle, target, now = Date.now, shared }: TIdleOptions): () => void {
  let last = now();
  let sharedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onActivity = () => {
    last = now();
    if (shared && last - sharedAt >= SHARE_EVERY_MS) {
      sharedAt = last;
      shared.setItem(STORAGE_KEYS.lastActivity, String(last));
    }
  };
  const lastOfAnyTab = () => Math.max(last, Number(shared?.getItem(STORAGE_KEYS.lastActivity)) || 0);
  const arm = (delay: number) => {
    timer = setTimeout(() => {
      const quiet = now() - lastOfAnyTab();
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
