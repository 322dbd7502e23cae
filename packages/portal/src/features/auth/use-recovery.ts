import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseMessage } from '../../shared/api/messages.ts';
import type { TApiError } from '@openportal/contract-client';
import { usePortal } from '../../shared/services.tsx';

/**
 * sessionStorage: the account recovery task under way (task id, and the code once checked). Kept
 * here, not in shared/storage-keys.ts, so the shell's first chunk does not carry it.
 */
const RECOVERY_KEY = 'op:accountRecovery';

/** The task under way, kept for this tab (the steps are separate routes). */
export interface TRecoveryState {
  taskId: string;
  code?: string;
}

export function useRecoveryState() {
  const { tabStorage } = usePortal();
  const read = (): TRecoveryState | null => {
    try {
      return JSON.parse(tabStorage.getItem(RECOVERY_KEY) ?? 'null') as TRecoveryState | null;
    } catch {
      return null;
    }
  };
  const write = (s: TRecoveryState | null) =>
    s ? tabStorage.setItem(RECOVERY_KEY, JSON.stringify(s)) : tabStorage.removeItem(RECOVERY_KEY);
  return { read, write };
}

/** A form's submit with a busy flag and the server's message translated. */
export function useSubmit() {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(e: FormEvent, step: () => Promise<{ ok: true } | { ok: false; error: TApiError } | string>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await step();
    setBusy(false);
    if (typeof r === 'string') setError(r);
    else if (!r.ok) setError(chooseMessage(r.error, t));
  }
  return { error, busy, run, setError };
}
