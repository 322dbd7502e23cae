import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { FieldError } from '../../shared/ui/field-error.tsx';
import { useLang } from '../../shared/ui/use-lang.ts';
import { normaliseAmount } from './amount-input.ts';
import { TransferQuoteLines } from './transfer-quote-lines.tsx';
import { useTransferForm } from './use-transfer-form.ts';
import { useTransferQuote } from './use-transfer-quote.ts';

const toAccountId = (v: string) => (v === '' ? undefined : Number(v));

function AccountSelect(props: {
  label: string;
  testId: string;
  field: UseFormRegisterReturn;
  accounts: readonly TAccount[];
  error: string | undefined;
}) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  return (
    <>
      <label className="op-field">
        <span>{props.label}</span>
        <select data-testid={props.testId} {...props.field}>
          <option value="">{t('transfer.choose')}</option>
          {props.accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {t('transfer.option', {
                currency: a.currencyCode,
                id: a.accountId,
                balance: formatMoney(a.balance, a.currencyCode, lang),
              })}
            </option>
          ))}
        </select>
      </label>
      <FieldError field={props.field.name} message={props.error} />
    </>
  );
}

/** `/transfer/account`: between own accounts, fee and max shown before submit, popup per spec 2 §8. */
export function TransferScreen() {
  const { t } = useTranslation('transfers');
  const { accounts } = useAccounts();
  const { form, submit } = useTransferForm(accounts);
  const { errors, isSubmitting } = form.formState;
  const [fromId, toId, amount] = form.watch(['fromAccount', 'toAccount', 'toAmount']);
  const from = accounts.find((a) => a.accountId === fromId);
  const to = accounts.find((a) => a.accountId === toId);
  const quote = useTransferQuote(from, to, amount ?? '');
  const amountField = form.register('toAmount', { setValueAs: (v: string) => (v ? normaliseAmount(v) : undefined) });
  return (
    <section className="op-card">
      <h1>{t('transfer.title')}</h1>
      {accounts.length < 2 && <p className="op-muted">{t('transfer.needTwoAccounts')}</p>}
      <form className="op-form" onSubmit={submit} noValidate>
        <AccountSelect
          label={t('transfer.from')}
          testId="transfer-from"
          field={form.register('fromAccount', { setValueAs: toAccountId })}
          accounts={accounts}
          error={errors.fromAccount?.message}
        />
        <AccountSelect
          label={t('transfer.to')}
          testId="transfer-to"
          field={form.register('toAccount', { setValueAs: toAccountId })}
          accounts={accounts}
          error={errors.toAccount?.message}
        />
        <label className="op-field">
          <span>{t('transfer.amount')}</span>
          <input data-testid="transfer-amount" inputMode="decimal" autoComplete="off" {...amountField} />
        </label>
        <FieldError field="toAmount" message={errors.toAmount?.message} />
        <TransferQuoteLines quote={quote} from={from} />
        <button
          className="op-button op-button--primary"
          data-testid="transfer-submit"
          type="submit"
          disabled={isSubmitting}
        >
          {t('transfer.submit')}
        </button>
      </form>
    </section>
  );
}
