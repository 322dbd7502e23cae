import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { transferBetweenAccounts, type TAccount } from '@openportal/contract';
import { type TCallRequest, type TMessageKeys, useCallMutation } from '@openportal/contract-client';
import { formatMoney } from '@openportal/i18n';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { usePaymentAnswer } from '../../shared/approval/use-payment-answer.ts';
import { withMaximum, type TMaximum } from './maximum-rule.ts';
import { useTransferQuote } from './use-transfer-quote.ts';

export type TTransferForm = TCallRequest<typeof transferBetweenAccounts>;

/** The contract's messages for this call, by code → keys of the `transfers` namespace. */
const MESSAGE_KEYS: TMessageKeys = {
  amountNotString: 'transfer.errors.required',
  amountFormat: 'transfer.errors.format',
  amountTooManyDecimals: 'transfer.errors.tooManyDecimals',
  amountNotPositive: 'transfer.errors.notPositive',
  amountTooLarge: 'transfer.errors.tooLarge',
  unknownCurrency: 'transfer.errors.required',
  chooseAccount: 'transfer.errors.required',
  sameAccount: 'transfer.errors.sameAccount',
};

/** The fields shown, in order (the currency is the source account's, not a field). */
const FIELDS = ['fromAccount', 'toAccount', 'toAmount'] as const;

/**
 * The between-accounts form: react-hook-form validated by `transferBetweenAccounts.request`
 * (messages localised) and by the maximum the screen shows (the quote's max-amount answer), the
 * currency taken from the source account. A valid form is not sent: it
 * becomes the `review` (issue 20 §7), and only `send` from the review submits it; `back` returns
 * to the form with its values. One idempotency key per intended transfer, server validation
 * errors put on their fields (a popup only for the rest). The answer says whether the payment
 * completed or waits (issue 20): `awaiting` is the approval the popup asks for, by the answer's
 * `approveMode` (1 the linked device, 2 sms, 3 otp, 4 the mailed code); an initiator's payment
 * (rights 3) waits for a checker: 'Approval transaction created' (spec 2 §6).
 */
export function useTransferForm(accounts: readonly TAccount[]) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const { awaiting, stopAwaiting, follow } = usePaymentAnswer();
  const [review, setReview] = useState<TTransferForm | null>(null);
  // The maximum on screen, handed to the resolver as its context.
  const [maximum, setMaximum] = useState<TMaximum | null>(null);
  const overMaximum = (max: TMaximum) =>
    t('transfer.errors.overMax', { max: formatMoney(max.amount, max.currency, lang) });
  const form = useForm<TTransferForm>({
    resolver: withMaximum(contractResolver(transferBetweenAccounts, t, MESSAGE_KEYS), 'toAmount', overMaximum),
    context: maximum,
    defaultValues: { toAmount: '', currency: undefined, fromAccount: undefined, toAccount: undefined },
  });
  useErrorsFollowLanguage(form);
  const transfer = useCallMutation(transferBetweenAccounts, {
    invalidates: ['balanceInquiry', 'historyGet'],
    form,
    fields: FIELDS,
    messages: MESSAGE_KEYS,
    t,
  });
  const [fromId, toId, amount] = useWatch({ control: form.control, name: ['fromAccount', 'toAccount', 'toAmount'] });
  const from = accounts.find((a) => a.accountId === fromId);
  const to = accounts.find((a) => a.accountId === toId);
  const quote = useTransferQuote(from, to, amount ?? '');
  const shown = quote.max && from ? { amount: quote.max, currency: from.currencyCode } : null;
  if (shown?.amount !== maximum?.amount || shown?.currency !== maximum?.currency) setMaximum(shown);
  const currencyOf = (id: unknown) => accounts.find((a) => a.accountId === id)?.currencyCode;

  const send = async () => {
    if (!review) return;
    const body = review;
    const r = await transfer.run(body);
    setReview(null);
    if (r.ok) {
      form.resetField('toAmount');
      // The popup follows the answer (spec 2 §4): completed, or pending with how to approve it.
      follow(r.data, body.fromAccount, () =>
        show({ kind: 'success', title: t('popup.success'), message: t('transfer.success') }),
      );
    }
  };

  /** The currency is the source account's: set before validation so the schema checks decimals. */
  const submit = (e?: { preventDefault?: () => void }) => {
    form.setValue('currency', currencyOf(form.getValues('fromAccount')) as TTransferForm['currency']);
    return form.handleSubmit(setReview)(e as never);
  };
  return {
    form,
    from,
    to,
    quote,
    submit,
    review,
    send,
    sending: transfer.isPending,
    back: () => setReview(null),
    awaiting,
    stopAwaiting,
  };
}
