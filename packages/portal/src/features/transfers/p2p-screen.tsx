import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@openportal/i18n';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { normaliseAmount } from './amount-input.ts';
import { ApprovalPopup } from '../../shared/approval/approval-popup.tsx';
import { P2pReviewDialog } from './p2p-review-dialog.tsx';
import { useP2pForm, useRecipients } from './use-p2p-form.ts';

type TPayee = ReturnType<typeof useP2pForm>['payee'];

/** What the payee check says under the e-mail: the masked name, or why the payment cannot go. */
function PayeeNotice({ payee }: { payee: TPayee }) {
  const { t } = useTranslation('transfers');
  if (!payee) return null;
  if (!payee.exists)
    return (
      <p className="op-notice" data-testid="p2p-payee-unknown">
        {t('p2p.payeeUnknown')}
      </p>
    );
  return (
    <p className="op-muted" data-testid="p2p-payee-name">
      {labelled(t('p2p.payeeName'), payee.name ?? t('p2p.payeeNoName'))}
      {payee.outBlacklist && (
        <span className="op-notice" data-testid="p2p-payee-blacklisted">
          {t('p2p.payeeBlacklisted')}
        </span>
      )}
    </p>
  );
}

/** The recipient's e-mail, typed or picked from the saved recipients (real history, searched as typed). */
function RecipientField({ form }: { form: ReturnType<typeof useP2pForm>['form'] }) {
  const { t } = useTranslation('transfers');
  const typed = useWatch({ control: form.control, name: 'toEmail' }) ?? '';
  const recipients = useRecipients(typed);
  return (
    <>
      <TextField
        form={form}
        name="toEmail"
        label={t('p2p.toEmail')}
        testId="p2p-email"
        type="email"
        autoComplete="off"
        list="op-p2p-recipients"
      />
      <datalist id="op-p2p-recipients" data-testid="p2p-recipients">
        {recipients.map((r) => (
          <option key={r.email} value={r.email} label={r.name ?? r.email} />
        ))}
      </datalist>
    </>
  );
}

/**
 * `/transfer/p2p` (spec 2 §2 transfer-p2p): pay another customer by e-mail, the recipient typed
 * or taken from the saved ones (real history), their name checked and shown before sending,
 * the fee asked when an account and an amount are there, an optional note, then the review.
 */
export function P2pScreen() {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  const { accounts } = useAccounts();
  const { form, from, fee, payee, submit, review, send, sending, back, awaiting, stopAwaiting } = useP2pForm(accounts);
  const options = accounts.map((a) => ({
    value: a.accountId,
    label: t('transfer.option', {
      currency: a.currencyCode,
      id: a.accountId,
      balance: formatMoney(a.balance, a.currencyCode, lang),
    }),
  }));
  const toAmount = (v: string) => (v ? normaliseAmount(v, lang) : '');
  return (
    <section className="op-card">
      <h1>{t('p2p.title')}</h1>
      <ActingFor />
      <form className="op-form" onSubmit={submit} noValidate>
        <SelectField
          form={form}
          name="accountId"
          label={t('transfer.from')}
          testId="p2p-from"
          options={options}
          placeholder={t('transfer.choose')}
          rules={{ setValueAs: (v: string) => (v === '' ? undefined : Number(v)) }}
        />
        <RecipientField form={form} />
        <PayeeNotice payee={payee} />
        <TextField
          form={form}
          name="amount"
          label={t('transfer.amount')}
          testId="p2p-amount"
          inputMode="decimal"
          autoComplete="off"
          rules={{ setValueAs: toAmount }}
        />
        {fee && (
          <p className="op-muted" data-testid="p2p-fee">
            {labelled(t('transfer.fee'), formatMoney(fee.amount, fee.currency, lang))}
          </p>
        )}
        <TextField form={form} name="note" label={t('p2p.note')} testId="p2p-note" autoComplete="off" />
        <button className="op-button op-button--primary" data-testid="p2p-submit" type="submit">
          {t('transfer.continue')}
        </button>
      </form>
      {review && from && (
        <P2pReviewDialog
          body={review}
          from={from}
          payeeName={payee?.name ?? null}
          fee={fee}
          sending={sending}
          onSend={() => void send()}
          onBack={back}
        />
      )}
      {awaiting && <ApprovalPopup pending={awaiting} onClose={stopAwaiting} />}
    </section>
  );
}
