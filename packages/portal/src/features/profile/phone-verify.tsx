import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPhone, verificationCustomerVerify, verificationPhoneVerify } from '@openportal/contract';
import { useCallMutation, type TApiError } from '@openportal/contract-client';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { createPkce } from '../../shared/session/pkce.ts';
import { useSession } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import { useCodeLabels } from './code-labels.ts';

export type TVerifyPhone = { phoneId: number; primary: boolean; shown: string };
type TSent = { reqId: string; verifier: string };

/**
 * The confirm popup of a phone already on the profile (spec 1 §7, our reading of the two
 * verification calls): the main phone is the customer's contact, so its code comes from the
 * customer's contact verification (POST verification/customer/{id}/verify) and is confirmed with
 * reqId and approvalCode; another phone's comes from POST verification/phones/{phoneId}/verify,
 * bound to a PKCE challenge, and is confirmed with phoneId, codeVerifier and code. Both by SMS.
 */
export function PhoneVerifyDialog({ phone, onClose }: { phone: TVerifyPhone; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const codeLabels = useCodeLabels();
  const show = usePopup((s) => s.show);
  const customerId = useSession((s) => s.customerId);
  const [sent, setSent] = useState<TSent | null>(null);
  const onFailure = (e: TApiError) => {
    onClose();
    show({ kind: 'error', title: t('phones.confirm'), message: chooseMessage(e, t) });
  };
  const byCustomer = useCallMutation(verificationCustomerVerify, { onFailure });
  const byPhone = useCallMutation(verificationPhoneVerify, { onFailure });
  const confirm = useCallMutation(confirmPhone, {
    invalidates: ['profileInquiry', 'customerInfoGet'],
    onFailure: false,
  });
  async function send() {
    const { verifier, challenge } = await createPkce();
    const input = { type: 'sms' as const, codeChallenge: challenge };
    const r = phone.primary
      ? await byCustomer.run(input, { params: { id: customerId ?? '' } })
      : await byPhone.run(input, { params: { phoneId: String(phone.phoneId) } });
    if (r.ok) setSent({ reqId: r.data.reqId, verifier });
  }
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  });
  async function submit(code: string) {
    const r = await confirm.run(
      phone.primary
        ? { reqId: sent!.reqId, approvalCode: code }
        : { phoneId: phone.phoneId, codeVerifier: sent!.verifier, code },
    );
    if (!r.ok) return fieldErrors(r.error, t).code ?? chooseMessage(r.error, t);
    onClose();
    show({ kind: 'success', title: t('popup.success'), message: t('phones.confirmedDone') });
    return null;
  }
  if (!sent) return null;
  return (
    <CodeDialog
      {...codeLabels}
      title={t('phones.confirm')}
      hint={t('phones.codeSent', { phone: phone.shown })}
      testId="phone-verify-dialog"
      onSubmit={submit}
      onResend={() => void send()}
      onClose={onClose}
    />
  );
}
