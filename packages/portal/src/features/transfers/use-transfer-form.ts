import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AMOUNT_MESSAGES, transferBetweenAccounts, type TAccount } from '@openportal/contract';
import { errorPopup } from '../../shared/api/messages.ts';
import type { TCallRequest } from '../../shared/api/types.ts';
import { contractResolver, type TMessageKeys } from '../../shared/forms/contract-resolver.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { createIdempotencyKeeper } from './idempotency.ts';

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

/**
 * The between-accounts form: react-hook-form validated by `transferBetweenAccounts.request`
 * (messages localised), the currency taken from the source account, one idempotency key per
 * intended transfer, server validation errors put on their fields.
 */
export function useTransferForm(accounts: readonly TAccount[]) {
  const { t } = useTranslation('transfers');
  const { api, invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const keeper = useRef(createIdempotencyKeeper());
  const form = useForm<TTransferForm>({
    resolver: contractResolver(transferBetweenAccounts, t, MESSAGE_KEYS),
    defaultValues: { toAmount: '', currency: undefined, fromAccount: undefined, toAccount: undefined },
  });
  const currencyOf = (id: unknown) => accounts.find((a) => a.accountId === id)?.currencyCode;

  const onValid = async (body: TTransferForm) => {
    const r = await api.call(transferBetweenAccounts, body, { idempotencyKey: keeper.current.keyFor(body) });
    if (r.ok) {
      keeper.current.succeeded();
      form.resetField('toAmount');
      invalidate(['balanceInquiry', 'historyGet']);
      show({ kind: 'success', title: t('popup.success'), message: t('transfer.success') });
      return;
    }
    for (const v of r.error.validationErrors ?? [])
      form.setError(v.field as keyof TTransferForm, { message: errorMessage(v.message, t) });
    show(errorPopup(r.error, t));
  };

  /** The currency is the source account's: set before validation so the schema checks decimals. */
  const submit = (e?: { preventDefault?: () => void }) => {
    form.setValue('currency', currencyOf(form.getValues('fromAccount')) as TTransferForm['currency']);
    return form.handleSubmit(onValid)(e as never);
  };
  return { form, submit };
}

function errorMessage(message: string, t: (k: string) => string): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : message;
}
