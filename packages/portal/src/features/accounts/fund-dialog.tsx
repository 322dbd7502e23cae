import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRYPTO_CURRENCY_CODES,
  cryptoWalletCreate,
  paymentInstructionSetViewed,
  paymentInstructionsList,
  type TAccount,
} from '@openportal/contract';
import { type TCallResponse, useCall, useCallMutation } from '@openportal/contract-client';
import { Dialog, Skeleton } from '@openportal/ui';
import { FundingRates } from './funding-rates.tsx';

type TPaymentInstruction = TCallResponse<typeof paymentInstructionsList>['instructions'][number];

/** One line of the bank details: a label and its value (copyable text). */
function Line({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

function Instruction({ i }: { i: TPaymentInstruction }) {
  const { t } = useTranslation('accounts');
  const b = i.bankDetails;
  const place = [b.address, b.city, b.zipCode, b.countryIsoCode].filter(Boolean).join(', ');
  return (
    <dl className="op-details" data-testid="fund-instruction" data-instruction-id={i.instructionId}>
      <Line label={t('fund.beneficiary')} value={i.beneficiaryName} testId="fund-beneficiary" />
      <Line label={t('fund.accountNumber')} value={i.accountNumber} testId="fund-account-number" />
      <Line label={t('fund.reference')} value={i.reference} testId="fund-reference" />
      <Line label={t('fund.bankName')} value={b.bankName} testId="fund-bank-name" />
      <Line label={t('fund.swift')} value={b.swift} testId="fund-swift" />
      <Line label={t('fund.branch')} value={b.branch} testId="fund-branch" />
      <Line label={t('fund.bankAddress')} value={place} testId="fund-bank-address" />
    </dl>
  );
}

/**
 * The house's bank details to fund `account` from outside (spec 2 §7 payment instructions list
 * and set-viewed): shown ones not seen before are marked seen, once each.
 */
function BankDetails({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  const list = useCall(paymentInstructionsList, { accountId: account.accountId });
  const markViewed = useCallMutation(paymentInstructionSetViewed, { onFailure: false }).run;
  const marked = useRef(new Set<string>());
  const shown = list.data?.instructions;
  useEffect(() => {
    for (const i of (shown ?? []).filter((r) => !r.viewed && !marked.current.has(r.instructionId))) {
      marked.current.add(i.instructionId);
      void markViewed({ instructionId: i.instructionId, accountId: i.accountId });
    }
  }, [shown, markViewed]);
  const rows = shown ?? [];
  if (list.isPending) return <Skeleton lines={4} />;
  if (list.isError) return <p className="op-muted">{t('fund.error')}</p>;
  if (rows.length === 0)
    return (
      <p className="op-empty" data-testid="fund-none">
        {t('fund.none', { currency: account.currencyCode })}
      </p>
    );
  return (
    <>
      <p>{t('fund.intro', { currency: account.currencyCode })}</p>
      {rows.map((i) => (
        <Instruction key={i.instructionId} i={i} />
      ))}
      <FundingRates account={account} />
    </>
  );
}

/** A crypto account's deposit address (spec 2 §7 create crypto wallet): asked for on a press. */
function CryptoAddress({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  const [address, setAddress] = useState<string | null>(null);
  const create = useCallMutation(cryptoWalletCreate, { t });
  const onShow = async () => {
    const r = await create.run({ currencyCode: account.currencyCode, accountId: account.accountId });
    if (r.ok) setAddress(r.data.address);
  };
  if (address)
    return (
      <>
        <p>{t('fund.cryptoIntro', { currency: account.currencyCode })}</p>
        <code className="op-break" data-testid="fund-crypto-address">
          {address}
        </code>
      </>
    );
  return (
    <button
      type="button"
      className="op-button op-button--primary"
      data-testid="fund-crypto-show"
      disabled={create.isPending}
      onClick={() => void onShow()}
    >
      {t('fund.cryptoShow')}
    </button>
  );
}

/** "Add money": how to fund an account from outside, by bank transfer or, for crypto, to an address. */
export function FundDialog({ account, name, onClose }: { account: TAccount; name: string; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const crypto = CRYPTO_CURRENCY_CODES.includes(account.currencyCode);
  return (
    <Dialog title={t('fund.title', { name })} testId="fund-dialog" onClose={onClose}>
      <div data-account-id={account.accountId}>
        {crypto ? <CryptoAddress account={account} /> : <BankDetails account={account} />}
      </div>
      <div className="op-dialog__actions">
        <button type="button" className="op-button" data-testid="fund-close" onClick={onClose}>
          {t('fund.close')}
        </button>
      </div>
    </Dialog>
  );
}
