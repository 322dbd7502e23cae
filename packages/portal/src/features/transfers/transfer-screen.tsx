import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { normaliseAmount } from './amount-input.ts';
import { ApprovalPopup } from '../../shared/approval/approval-popup.tsx';
import { RepeatFields } from './repeat-fields.tsx';
import { TransferQuoteLines } from './transfer-quote-lines.tsx';
import { TransferReviewDialog } from './transfer-review-dialog.tsx';
import { useTransferForm } from './use-transfer-form.ts';
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
 * `/transfer/account`: between own accounts, fee and max shown before submit, an amount above
 * the max refused on its field, "Continue" opens the review and only its "Send" submits (issue
 * 20 §7), popup per spec 2 §8; a held payment asks for its approval (ApprovalPopup: device or code).
 */
export function TransferScreen() {
  const { t } = useTranslation('transfers');
  const { accounts } = useAccounts();
  const options = useAccountOptions(accounts);
  const { form, from, to, quote, submit, review, send, sending, back, awaiting, stopAwaiting } =
    useTransferForm(accounts);
  const lang = useLang();
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
        <RepeatFields form={form} />
        <TransferQuoteLines quote={quote} from={from} />
        <button
          className="op-button op-button--primary"
          data-testid="transfer-submit"
          type="submit"
          disabled={form.formState.isSubmitting}
        >
          {t('transfer.continue')}
        </button>
      </form>
      {review && from && to && (
        <TransferReviewDialog
          body={review}
          from={from}
          to={to}
          quote={quote}
          sending={sending}
          onSend={() => void send()}
          onBack={back}
        />
      )}
      {awaiting && <ApprovalPopup pending={awaiting} onClose={stopAwaiting} />}
    </section>
  );
}
