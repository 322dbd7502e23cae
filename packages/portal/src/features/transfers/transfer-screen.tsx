import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { normaliseAmount } from './amount-input.ts';
import { PaymentConfirmDialog } from './payment-confirm-dialog.tsx';
import { TransferQuoteLines } from './transfer-quote-lines.tsx';
import { useTransferForm } from './use-transfer-form.ts';
import { useTransferQuote } from './use-transfer-quote.ts';
import { ActingFor } from '../../shared/ui/acting-for.tsx';

const toAccountId = (v: string) => (v === '' ? undefined : Number(v));

/** Each account as a choice: currency, id and balance. */
function useAccountOptions(accounts: readonly TAccount[]) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  return accounts.map((a) => ({
    value: a.accountId,
    label: t('transfer.option', {
      currency: a.currencyCode,
      id: a.accountId,
      balance: formatMoney(a.balance, a.currencyCode, lang),
    }),
  }));
}

/**
 * `/transfer/account`: between own accounts, fee and max shown before submit, popup per spec 2 §8;
 * a held payment (approval mode push) waits in the payment confirmation.
 */
export function TransferScreen() {
  const { t } = useTranslation('transfers');
  const { accounts } = useAccounts();
  const options = useAccountOptions(accounts);
  const { form, submit, awaiting, stopAwaiting } = useTransferForm(accounts);
  const lang = useLang();
  const [fromId, toId, amount] = form.watch(['fromAccount', 'toAccount', 'toAmount']);
  const from = accounts.find((a) => a.accountId === fromId);
  const to = accounts.find((a) => a.accountId === toId);
  const quote = useTransferQuote(from, to, amount ?? '');
  const account = { form, options, placeholder: t('transfer.choose'), rules: { setValueAs: toAccountId } };
  const toAmount = (v: string) => (v ? normaliseAmount(v, lang) : undefined);
  return (
    <section className="op-card">
      <h1>{t('transfer.title')}</h1>
      <ActingFor />
      {accounts.length < 2 && <p className="op-muted">{t('transfer.needTwoAccounts')}</p>}
      <form className="op-form" onSubmit={submit} noValidate>
        <SelectField {...account} name="fromAccount" label={t('transfer.from')} testId="transfer-from" />
        <SelectField {...account} name="toAccount" label={t('transfer.to')} testId="transfer-to" />
        <TextField
          form={form}
          name="toAmount"
          label={t('transfer.amount')}
          testId="transfer-amount"
          inputMode="decimal"
          autoComplete="off"
          rules={{ setValueAs: toAmount }}
        />
        <TransferQuoteLines quote={quote} from={from} />
        <button
          className="op-button op-button--primary"
          data-testid="transfer-submit"
          type="submit"
          disabled={form.formState.isSubmitting}
        >
          {t('transfer.submit')}
        </button>
      </form>
      {awaiting && <PaymentConfirmDialog payment={awaiting} onClose={stopAwaiting} />}
    </section>
  );
}
