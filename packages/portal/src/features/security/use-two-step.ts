import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_SUCCESS_AUTOCLOSE_MS, twoStepVerificationConfirm, twoStepVerificationSet } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { chooseMessage } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';

import type { TTwoStepMode, TTwoStepScope } from './factor-hint.ts';

export type { TTwoStepMode, TTwoStepScope };

export interface TPendingTwoStep {
  reqId: string;
  mode: TTwoStepMode;
  /** Answered once when a new authenticator is set up. */
  secret?: string | undefined;
  otpauthUrl?: string | undefined;
}

/**
 * A two-step mode change: set (the server sends a code of the CURRENT factor, and hands a new
 * authenticator's key when one is set up), then confirm with that code (and the new
 * authenticator's first code). Success shows the popup that closes itself after 3 s (spec 2 §9).
 */
export function useTwoStep() {
  const { t } = useTranslation('security');
  const show = usePopup((s) => s.show);
  const close = usePopup((s) => s.close);
  const [pending, setPending] = useState<TPendingTwoStep | null>(null);
  // The mode is in customer info: asked again after a change (and after a start: harmless when unchanged).
  const set = useCallMutation(twoStepVerificationSet, { invalidates: ['customerInfoGet'], t });
  const confirmation = useCallMutation(twoStepVerificationConfirm, {
    invalidates: ['customerInfoGet'],
    onFailure: false,
  });

  function changed() {
    show({ kind: 'success', title: t('popup.success'), message: t('twoStep.done') });
    setTimeout(() => {
      if (usePopup.getState().popup?.message === t('twoStep.done')) close();
    }, SMS_SUCCESS_AUTOCLOSE_MS);
  }

  async function start(mode: TTwoStepMode, typeMode: TTwoStepScope, current: TTwoStepMode) {
    if (mode === current) return show({ kind: 'success', title: t('popup.success'), message: t('twoStep.unchanged') });
    const r = await set.run({ mode, typeMode });
    if (!r.ok) return;
    // No request: the server changed nothing to confirm (never 'already on' for another mode).
    if (r.data.reqId === null) return changed();
    setPending({ reqId: r.data.reqId, mode, secret: r.data.secret, otpauthUrl: r.data.otpauthUrl });
  }

  /** Null when confirmed; else the message for the popup (spec 2 §8). `otp`: a new authenticator's code. */
  async function confirm(code: string, otp?: string): Promise<string | null> {
    if (!pending) return t('errors.notOperationId');
    const body = { code, ...(otp ? { otp } : {}) };
    const r = await confirmation.run(body, { params: { reqId: pending.reqId } });
    if (!r.ok) return chooseMessage(r.error, t);
    setPending(null);
    changed();
    return null;
  }

  return { pending, start, confirm, cancel: () => setPending(null) };
}
