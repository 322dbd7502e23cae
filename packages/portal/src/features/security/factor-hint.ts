import { APPROVAL_MODES, customerInfoGet, TWO_STEP_MODES, TWO_STEP_TYPE_MODES } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { useTranslation } from 'react-i18next';

export type TTwoStepMode = (typeof TWO_STEP_MODES)[number];
export type TTwoStepScope = (typeof TWO_STEP_TYPE_MODES)[number];

const MODE_OF_APPROVAL: Record<number, TTwoStepMode> = {
  [APPROVAL_MODES.none]: 'no',
  [APPROVAL_MODES.push]: 'push',
  [APPROVAL_MODES.sms]: 'sms',
  [APPROVAL_MODES.otp]: 'otp',
};
const asMode = (v: string | undefined): TTwoStepMode =>
  (TWO_STEP_MODES as readonly string[]).includes(v ?? '') ? (v as TTwoStepMode) : 'no';

/** Where the code of each current factor is read (the security namespace's `code.*` texts). */
const HINT: Record<TTwoStepMode, string> = {
  otp: 'code.authenticator',
  sms: 'code.sent',
  push: 'code.pushed',
  no: 'code.mailed',
};

/**
 * The user's two-step modes and the hint of the code that confirms a change of a factor or the
 * password: the server asks the CURRENT factor (issue 18; core security/confirmation.ts), the
 * sign-in mode, or the transaction one when sign-in has none, or the e-mail when both are off.
 */
export function useTwoStepModes() {
  const info = useCall(customerInfoGet, {});
  const c = info.data?.customerInfo;
  const current: Record<TTwoStepScope, TTwoStepMode> = {
    login: asMode(c?.login2faMode),
    transaction: MODE_OF_APPROVAL[c?.transactionApproveMode ?? 0] ?? 'no',
  };
  const factor = current.login !== 'no' ? current.login : current.transaction;
  return { current, factorHint: HINT[factor] };
}

/**
 * The security changes' code dialog (shared/ui CodeDialog): its field and buttons, texts of the
 * security namespace's `code.*`, test ids `code-input`, `code-submit`, `code-cancel`.
 */
export function useCodeFields() {
  const { t } = useTranslation('security');
  return {
    parts: 'code',
    field: 'code',
    label: t('code.label'),
    submitLabel: t('code.submit'),
    cancelLabel: t('code.cancel'),
  };
}
