import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AMOUNT_MESSAGES,
  APPROVAL_MODES,
  customerInfoGet,
  transferBetweenAccounts,
  type TAccount,
} from '@openportal/contract';
import { errorPopup } from '../../shared/api/messages.ts';
import type { TCallRequest } from '../../shared/api/types.ts';
import { contractResolver, type TMessageKeys } from '../../shared/forms/contract-resolver.ts';
import { setServerErrors } from '../../shared/forms/server-errors.ts';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { useCall } from '../../shared/query/use-call.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { createIdempotencyKeeper } from './idempotency.ts';
import type { TAwaitedPayment } from './payment-confirm-dialog.tsx';

export type TTransferForm = TCallRequest<typeof transferBetweenAccounts>;

/** The contract's own messages for this call → keys of the `transfers` namespace. */
const MESSAGE_KEYS: TMessageKeys = {
  [AMOUNT_MESSAGES.notString]: 'transfer.errors.required',
  [AMOUNT_MESSAGES.format]: 'transfer.errors.format',
  [AMOUNT_MESSAGES.tooManyDecimals]: 'transfer.errors.tooManyDecimals',
  [AMOUNT_MESSAGES.notPositive]: 'transfer.errors.notPositive',
  [AMOUNT_MESSAGES.tooLarge]: 'transfer.errors.tooLarge',
  [AMOUNT_MESSAGES.currency]: 'transfer.errors.required',
  'Choose an account': 'transfer.errors.required',
  'Source and target account must differ': 'transfer.errors.sameAccount',
};

/** The fields shown, in order (the currency is the source account's, not a field). */
const FIELDS = ['fromAccount', 'toAccount', 'toAmount'] as const;

/**
 * The between-accounts form: react-hook-form validated by `transferBetweenAccounts.request`
 * (messages localised), the currency taken from the source account, one idempotency key per
 * intended transfer, server validation errors put on their fields (a popup only for the rest).
 * A user who approves payments on a linked device (approval mode push, spec 2 §3) gets the
 * transfer held: `awaiting` names the transaction the payment confirmation waits for.
 */
export function useTransferForm(accounts: readonly TAccount[]) {
  const { t } = useTranslation('transfers');
  const { api, invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const keeper = useRef(createIdempotencyKeeper());
  const info = useCall(customerInfoGet, {});
  const [awaiting, setAwaiting] = useState<TAwaitedPayment | null>(null);
  const form = useForm<TTransferForm>({
    resolver: contractResolver(transferBetweenAccounts, t, MESSAGE_KEYS),
    defaultValues: { toAmount: '', currency: undefined, fromAccount: undefined, toAccount: undefined },
  });
  useErrorsFollowLanguage(form);
  const currencyOf = (id: unknown) => accounts.find((a) => a.accountId === id)?.currencyCode;

  const onValid = async (body: TTransferForm) => {
    const r = await api.call(transferBetweenAccounts, body, { idempotencyKey: keeper.current.keyFor(body) });
    if (r.ok) {
      keeper.current.succeeded();
      form.resetField('toAmount');
      invalidate(['balanceInquiry', 'historyGet']);
      // The popup follows the approval mode (spec 2 §3): push waits for the device's decision.
      const mode = (info.data ?? (await info.refetch()).data)?.customerInfo.transactionApproveMode;
      if (mode === APPROVAL_MODES.push)
        setAwaiting({ transactionId: r.data.transactionId, fromAccount: body.fromAccount });
      else show({ kind: 'success', title: t('popup.success'), message: t('transfer.success') });
      return;
    }
    const rest = setServerErrors(form, r.error, { fields: FIELDS, t, keys: MESSAGE_KEYS });
    if (rest) show(errorPopup(rest, t));
  };

  /** The currency is the source account's: set before validation so the schema checks decimals. */
  const submit = (e?: { preventDefault?: () => void }) => {
    form.setValue('currency', currencyOf(form.getValues('fromAccount')) as TTransferForm['currency']);
    return form.handleSubmit(onValid)(e as never);
  };
  return { form, submit, awaiting, stopAwaiting: () => setAwaiting(null) };
}
