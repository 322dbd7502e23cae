import type { TApiResult } from '@openportal/contract-client';

/** What the gate answers for a call it did not send (support blocked after a 429). */
export const SUPPORT_BLOCKED = 'supportBlocked';

export interface TSupportGate {
  /**
   * Sends a support call. A 401 renews the desk session and sends it once more; a 429 blocks
   * every later support call (answered at once, unsent) until one succeeds. `probe` calls (the
   * 60 s update check) are sent even while blocked: their success lifts the block.
   */
  run<T>(send: () => Promise<TApiResult<T>>, opts?: { probe?: boolean }): Promise<TApiResult<T>>;
  blocked(): boolean;
  subscribe(listener: () => void): () => void;
}

/** The support calls' gate (spec 3 §4 and §8: 401 refresh and one retry; 429 stops calls until a success). */
export function createSupportGate(renewSession: () => Promise<boolean>): TSupportGate {
  let isBlocked = false;
  const listeners = new Set<() => void>();
  const setBlocked = (v: boolean) => {
    if (v === isBlocked) return;
    isBlocked = v;
    for (const l of listeners) l();
  };
  return {
    async run(send, opts = {}) {
      if (isBlocked && !opts.probe)
        return { ok: false, error: { httpStatus: 429, responseCode: 'AE', responseDescription: SUPPORT_BLOCKED } };
      let r = await send();
      if (!r.ok && r.error.httpStatus === 401 && (await renewSession())) r = await send();
      if (!r.ok && r.error.httpStatus === 429) setBlocked(true);
      if (r.ok) setBlocked(false);
      return r;
    },
    blocked: () => isBlocked,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
