import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invoiceCreate } from '@openportal/contract';
import { type TCallRequest, type TMessageKeys, useCallMutation } from '@openportal/contract-client';
import { amountToWire } from '@openportal/i18n';
import { Dialog } from '@openportal/ui';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

type TCreateForm = TCallRequest<typeof invoiceCreate>;

export const INVOICE_MESSAGE_KEYS: TMessageKeys = {
  amountNotString: 'invoices.errors.required',
  amountFormat: 'invoices.errors.format',
  amountTooManyDecimals: 'invoices.errors.tooManyDecimals',
  amountNotPositive: 'invoices.errors.notPositive',
  amountTooLarge: 'invoices.errors.tooLarge',
  unknownCurrency: 'invoices.errors.required',
};

const FIELDS = ['toEmail', 'amount', 'currency', 'dueDate', 'noteBody'] as const;
const blankToUndefined = (v: string) => (v === '' ? undefined : v);

/**
 * The "create invoice" popup (spec 2 §2): the payer's e-mail, amount, a currency the customer
 * holds an account in (the money arrives there), due date and note, validated by the call's own
 * schema; the server's refusals (unknown payer, oneself) land on their fields.
 */
/** The create form, validated by the call's schema, and its submit. */
function useCreateInvoice(onClose: () => void) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const { accounts } = useAccounts();
  const currencies = [...new Set(accounts.map((a) => a.currencyCode))].map((c) => ({ value: c, label: c }));
  const form = useForm<TCreateForm>({
    resolver: contractResolver(invoiceCreate, t, INVOICE_MESSAGE_KEYS),
    defaultValues: { toEmail: '', amount: '', currency: undefined },
  });
  useErrorsFollowLanguage(form);
  const create = useCallMutation(invoiceCreate, {
    invalidates: ['invoiceSentList'],
    form,
    fields: FIELDS,
    messages: INVOICE_MESSAGE_KEYS,
    t,
  });
  const submit = form.handleSubmit(async (body) => {
    const r = await create.run(body);
    if (!r.ok) return;
    onClose();
    show({ kind: 'success', title: t('popup.success'), message: t('invoices.created', { email: body.toEmail }) });
  });
  return { t, lang, form, currencies, submit, pending: create.isPending };
}

export function InvoiceCreateDialog({ onClose }: { onClose: () => void }) {
  const { t, lang, form, currencies, submit, pending } = useCreateInvoice(onClose);
  return (
    <Dialog title={t('invoices.create')} testId="invoice-create" onClose={onClose}>
      <form className="op-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField form={form} name="toEmail" label={t('invoices.field.toEmail')} testId="invoice-to" type="email" />
        <TextField
          form={form}
          name="amount"
          label={t('invoices.field.amount')}
          testId="invoice-amount"
          inputMode="decimal"
          autoComplete="off"
          rules={{ setValueAs: (v: string) => (v ? (amountToWire(v, lang) ?? v.trim()) : undefined) }}
        />
        <SelectField
          form={form}
          name="currency"
          label={t('invoices.field.currency')}
          testId="invoice-currency"
          options={currencies}
          placeholder={t('common.select')}
        />
        <TextField
          form={form}
          name="dueDate"
          label={t('invoices.field.dueDate')}
          testId="invoice-due"
          type="date"
          rules={{ setValueAs: blankToUndefined }}
        />
        <TextField
          form={form}
          name="noteBody"
          label={t('invoices.field.note')}
          testId="invoice-note"
          rules={{ setValueAs: blankToUndefined }}
        />
        <div className="op-dialog__actions">
          <button type="button" className="op-button" onClick={onClose}>
            {t('invoices.action.cancel')}
          </button>
          <button
            type="submit"
            className="op-button op-button--primary"
            data-testid="invoice-create-send"
            disabled={pending}
          >
            {t('invoices.action.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
