import { useDeferredValue, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkPayee, p2pBeneficiaryList, transferP2p, transferP2pFee, type TAccount } from '@openportal/contract';
import { type TCallRequest, type TMessageKeys, useCall, useCallMutation } from '@openportal/contract-client';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { usePaymentAnswer } from '../../shared/approval/use-payment-answer.ts';
import { amountProblem, normaliseAmount } from './amount-input.ts';

export type TP2pForm = TCallRequest<typeof transferP2p>;

const MESSAGE_KEYS: TMessageKeys = {
  amountNotString: 'transfer.errors.required',
  amountFormat: 'transfer.errors.format',
  amountTooManyDecimals: 'transfer.errors.tooManyDecimals',
  amountNotPositive: 'transfer.errors.notPositive',
  amountTooLarge: 'transfer.errors.tooLarge',
  unknownCurrency: 'transfer.errors.required',
  chooseAccount: 'transfer.errors.required',
};
const FIELDS = ['accountId', 'toEmail', 'amount', 'note'] as const;

/** Spec 2 §5: the e-mail is checked locally first (longer than 5, an at sign and a dot); only then is the server asked. */
export const emailLooksValid = (v: string) => v.length > 5 && v.includes('@') && v.includes('.');

/** The payee check of the typed e-mail (verification of payee), asked once it looks like one. */
export function usePayeeCheck(email: string) {
  const typed = useDeferredValue(email.trim());
  const asked = emailLooksValid(typed);
  const q = useCall(checkPayee, { email: typed }, { enabled: asked });
  return asked ? (q.data ?? null) : null;
}

/** The saved recipients (from real history), searched by what is typed. */
export function useRecipients(search: string) {
  const q = useCall(
    p2pBeneficiaryList,
    { search: useDeferredValue(search.trim()) || undefined },
    { keepPrevious: true },
  );
  return q.data?.beneficiaries ?? [];
}

/** Spec 2 §5: the p2p fee is asked only when an account is chosen and the amount is above zero. */
function useP2pFee(from: TAccount | undefined, amount: string) {
  const lang = useLang();
  const value = from && !amountProblem(amount, from.currencyCode, lang) ? normaliseAmount(amount, lang) : null;
  const asked = from !== undefined && value !== null && Number(value) > 0;
  const q = useCall(
    transferP2pFee,
    { accountId: from?.accountId ?? 0, amount: value ?? '', currency: from?.currencyCode ?? 'USD' },
    { enabled: asked },
  );
  return asked && q.data ? { amount: q.data.fee, currency: q.data.feeCurrencyCode } : null;
}

/**
 * The p2p form (spec 2 §2 transfer-p2p): validated by `transferP2p.request`, the currency taken
 * from the account; the payee is checked as it is typed (their masked name shown before
 * sending), the fee asked as spec 2 §5 says. A valid form opens the review; only its Send pays.
 */
export function useP2pForm(accounts: readonly TAccount[]) {
  const { t } = useTranslation('transfers');
  const show = usePopup((s) => s.show);
  const [review, setReview] = useState<TP2pForm | null>(null);
  const { awaiting, stopAwaiting, follow } = usePaymentAnswer();
  const form = useForm<TP2pForm>({
    resolver: contractResolver(transferP2p, t, MESSAGE_KEYS),
    defaultValues: { accountId: undefined, amount: '', currency: undefined, toEmail: '', note: '' },
  });
  useErrorsFollowLanguage(form);
  const pay = useCallMutation(transferP2p, {
    invalidates: ['balanceInquiry', 'historyGet', 'p2pBeneficiaryList'],
    form,
    fields: FIELDS,
    messages: MESSAGE_KEYS,
    t,
  });
  const [accountId, amount, toEmail] = useWatch({ control: form.control, name: ['accountId', 'amount', 'toEmail'] });
  const from = accounts.find((a) => a.accountId === accountId);
  const fee = useP2pFee(from, amount ?? '');
  const payee = usePayeeCheck(toEmail ?? '');
  const send = async () => {
    if (!review) return;
    const r = await pay.run(review);
    setReview(null);
    if (!r.ok) return;
    form.reset({ ...form.getValues(), amount: '', toEmail: '', note: '' });
    // The popup follows the answer (spec 2 §4), as for a transfer between own accounts: completed,
    // waiting for a checker (an initiator's payment), or pending with how the payer approves it.
    follow(r.data, review.accountId, () =>
      show({ kind: 'success', title: t('popup.success'), message: t('p2p.success') }),
    );
  };
  const submit = (e?: { preventDefault?: () => void }) => {
    form.setValue('currency', from?.currencyCode as TP2pForm['currency']);
    return form.handleSubmit(setReview)(e as never);
  };
  return {
    form,
    from,
    fee,
    payee,
    submit,
    review,
    send,
    sending: pay.isPending,
    back: () => setReview(null),
    awaiting,
    stopAwaiting,
  };
}
