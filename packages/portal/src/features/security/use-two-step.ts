import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SMS_SUCCESS_AUTOCLOSE_MS,
  twoStepVerificationConfirm,
  twoStepVerificationSet,
  type TWO_STEP_MODES,
  type TWO_STEP_TYPE_MODES,
} from '@openportal/contract';
import { chooseMessage, errorPopup } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

export type TTwoStepMode = (typeof TWO_STEP_MODES)[number];
export type TTwoStepScope = (typeof TWO_STEP_TYPE_MODES)[number];

export interface TPendingTwoStep {
  reqId: string;
  mode: TTwoStepMode;
  /** Answered once when a new authenticator is set up. */
  secret?: string | undefined;
  otpauthUrl?: string | undefined;
  /** The factor that confirms: the new one, or the one being turned off. */
  factor: TTwoStepMode;
}

/**
 * A two-step mode change: set (the server sends the code or hands a new authenticator's key),
 * then confirm with the code. Success shows the popup that closes itself after 3 s (spec 2 §9).
 */
export function useTwoStep() {
  const { t } = useTranslation('security');
  const { api, invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const close = usePopup((s) => s.close);
  const [pending, setPending] = useState<TPendingTwoStep | null>(null);

  async function start(mode: TTwoStepMode, typeMode: TTwoStepScope, current: TTwoStepMode) {
    const r = await api.call(twoStepVerificationSet, { mode, typeMode });
    if (!r.ok) return show(errorPopup(r.error, t));
    if (r.data.reqId === null)
      return show({ kind: 'success', title: t('popup.success'), message: t('twoStep.unchanged') });
    const factor = mode === 'no' ? current : mode;
    setPending({ reqId: r.data.reqId, mode, secret: r.data.secret, otpauthUrl: r.data.otpauthUrl, factor });
  }

  /** Null when confirmed; else the message for the popup (spec 2 §8). */
  async function confirm(code: string): Promise<string | null> {
    if (!pending) return t('errors.notOperationId');
    const r = await api.call(twoStepVerificationConfirm, { code }, { params: { reqId: pending.reqId } });
    if (!r.ok) return chooseMessage(r.error, t);
    setPending(null);
    invalidate(['customerInfoGet']);
    show({ kind: 'success', title: t('popup.success'), message: t('twoStep.done') });
    setTimeout(() => {
      if (usePopup.getState().popup?.message === t('twoStep.done')) close();
    }, SMS_SUCCESS_AUTOCLOSE_MS);
    return null;
  }

  return { pending, start, confirm, cancel: () => setPending(null) };
}
