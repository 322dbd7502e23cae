import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fundingInvoiceCreate, parseAmount, type TCurrencyCode } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { amountToWire } from '@openportal/i18n';
import { Dialog } from '@openportal/ui';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { AccountPicker } from './account-picker.tsx';
import { useInvoicePdf } from './invoice-info-dialog.tsx';

/**
 * The funding invoice (spec 2 §4): an amount for one of the customer's accounts; the answer is
 * an invoice with its PDF (the brand's logo, the reference to quote), downloaded at once. A
 * failure shows spec 2 §8's "Failed to generate invoice" from the server.
 */
export function FundingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const download = useInvoicePdf();
  const { accounts } = useAccounts();
  const [accountId, setAccountId] = useState<number | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const account = accounts.find((a) => a.accountId === accountId) ?? accounts[0];
  const wire = amountToWire(amount, lang) ?? amount.trim();
  const valid = account !== undefined && parseAmount(wire, account.currencyCode).ok;
  const create = useCallMutation(fundingInvoiceCreate, { invalidates: ['invoiceSentList'], t });
  const send = async () => {
    if (!account || !valid) return;
    const currency = account.currencyCode as TCurrencyCode;
    const r = await create.run({ amount: wire, currency, accountId: account.accountId });
    if (!r.ok) return;
    onClose();
    show({ kind: 'success', title: t('popup.success'), message: t('invoices.fundingReady') });
    await download(r.data.invoice);
  };
  return (
    <Dialog title={t('invoices.funding')} testId="invoice-funding" onClose={onClose}>
      <AccountPicker
        label={t('invoices.field.fundAccount')}
        testId="invoice-funding-account"
        accounts={accounts}
        value={account?.accountId}
        onChange={setAccountId}
      />
      <label className="op-field">
        <span>{t('invoices.field.amount')}</span>
        <input
          data-testid="invoice-funding-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={amount !== '' && !valid}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <div className="op-dialog__actions">
        <button type="button" className="op-button" onClick={onClose}>
          {t('invoices.action.cancel')}
        </button>
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid="invoice-funding-send"
          disabled={create.isPending || !valid}
          onClick={() => void send()}
        >
          {t('invoices.action.send')}
        </button>
      </div>
    </Dialog>
  );
}
