import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  addressInquiry,
  cardApply,
  cardApplyInfoGet,
  portalPath,
  type TAccount,
  type TAddress,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { FieldError, Skeleton } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { AccountSelect, Choice } from './account-select.tsx';
import { FeeLines } from './fee-lines.tsx';
import { useCards } from './use-cards.ts';
import './cards.css';

type TProduct = {
  type: number;
  name: string;
  isVirtual: boolean;
  currencyCode: string;
  subType: 'PREPAID' | 'DEBIT';
  fees: TFee[];
};
/** The account a debit card settles on (spec 2 §3 settlementAccountId): a current account (type 1001). */
const CURRENT_ACCOUNT_TYPE = 1001;
type TFee = { type: string; fee: string; feeCurrency: string };

/** `Flat 2, 1 High Street, London, N1 1AA, GB`: a shipping address of the profile. */
const addressText = (a: TAddress) =>
  [a.address1, a.address2, a.city, a.postalCode, a.countryCode].filter((x) => x && x.trim()).join(', ');

/** The products offered, each with its kind, currency and fees (from the quote). */
function ProductChoice(p: { products: TProduct[]; value: number | null; onValue: (type: number) => void }) {
  const { t } = useTranslation('cards');
  return (
    <fieldset className="op-card-products" data-testid="add-card-products">
      <legend>{t('cards.apply.product')}</legend>
      {p.products.map((x) => (
        <div key={x.type} data-testid="add-card-product" data-type={x.type} data-virtual={x.isVirtual}>
          <label>
            <input
              type="radio"
              name="product"
              value={x.type}
              checked={p.value === x.type}
              onChange={() => p.onValue(x.type)}
              data-testid={`add-card-product-${x.type}`}
            />
            <span>
              {t('cards.apply.productLabel', {
                name: x.name,
                kind: t(`cards.kind.${x.isVirtual ? 'virtual' : 'physical'}`),
                currency: x.currencyCode,
              })}
            </span>
          </label>
          <FeeLines fees={x.fees} testId="add-card-fees" />
        </div>
      ))}
    </fieldset>
  );
}

function useApply(onDone: (accountId: number, product: TProduct) => void) {
  const { t } = useTranslation('cards');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queries = useQueryClient();
  const apply = useCallMutation(cardApply, {
    invalidates: ['balanceInquiry', 'historyGet'],
    onFailure: (e) => {
      const byField = fieldErrors(e, t);
      setErrors(Object.keys(byField).length ? byField : { type: chooseMessage(e, t) });
    },
  });
  async function run(
    product: TProduct,
    feeAccountId: number,
    more: { addressId?: number; settlementAccountId?: number },
  ) {
    setErrors({});
    const r = await apply.run({ type: product.type, feeAccountId, ...more });
    if (!r.ok) return;
    // The next screen shows the new card from the accounts: read them before going there (a
    // realtime patch of the cached balances may land first and look fresh without the card).
    await queries.refetchQueries({ queryKey: ['balanceInquiry'] });
    onDone(r.data.accountId, product);
  }
  return { run, errors, setErrors, busy: apply.isPending };
}

/** Where a physical card ships: an address of the profile (the latest first), or the way to add one. */
function ShipTo(p: { addresses: TAddress[]; value: string; onValue: (v: string) => void; error: string | undefined }) {
  const { t } = useTranslation('cards');
  if (!p.addresses.length)
    return (
      <p className="op-notice" data-testid="add-card-no-address">
        {t('cards.apply.noAddress')} <Link to={portalPath('profile')}>{t('cards.apply.toProfile')}</Link>
      </p>
    );
  return (
    <Choice
      label={t('cards.apply.address')}
      testId="add-card-address"
      field="addressId"
      value={p.value}
      onValue={p.onValue}
      options={p.addresses.map((a) => ({ value: String(a.addressId), label: addressText(a) }))}
      error={p.error}
    />
  );
}

/** After applying: a virtual card goes on to its activation, a physical one to its detail. */
function useAfterApply() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  return (accountId: number, p: TProduct) => {
    // A debit card starts active and has no card screens (they are prepaid only): its spend shows in history.
    if (p.subType === 'DEBIT') {
      show({ kind: 'success', title: t('popup.success'), message: t('cards.apply.debitDone') });
      return void navigate(portalPath('history'));
    }
    if (p.isVirtual) return void navigate(portalPath('confirmCard', { cardId: accountId }));
    show({ kind: 'success', title: t('popup.success'), message: t('cards.apply.physicalDone') });
    void navigate(portalPath('cardDetail', { accountId }));
  };
}

/** The debit card's settlement account: one of the current accounts among `payers` (default the first). */
function useSettlement(payers: TAccount[]) {
  const [chosen, onValue] = useState('');
  const accounts = payers.filter((a) => a.type === CURRENT_ACCOUNT_TYPE);
  const value = accounts.some((a) => String(a.accountId) === chosen) ? chosen : String(accounts[0]?.accountId ?? '');
  return { accounts, value, onValue };
}

function SettleOn(p: ReturnType<typeof useSettlement> & { product: TProduct; error: string | undefined }) {
  const { t } = useTranslation('cards');
  return (
    <AccountSelect
      label={t('cards.apply.settlementAccount', { currency: p.product.currencyCode })}
      testId="add-card-settlement-account"
      field="settlementAccountId"
      value={p.value}
      onValue={p.onValue}
      accounts={p.accounts}
      error={p.error}
    />
  );
}

function ApplyForm({ products, others }: { products: TProduct[]; others: TAccount[] }) {
  const { t } = useTranslation('cards');
  const addresses = useCall(addressInquiry, {});
  const [type, setType] = useState<number | null>(products[0]?.type ?? null);
  const [fee, setFee] = useState('');
  const [address, setAddress] = useState('');
  const product = products.find((p) => p.type === type) ?? null;
  const payers = others.filter((a) => product && a.currencyCode === product.currencyCode);
  const debit = product?.subType === 'DEBIT';
  const settlement = useSettlement(payers);
  const settleValue = settlement.value;
  const shipTo = [...(addresses.data?.addresses ?? [])].sort((a, b) => b.addressId - a.addressId);
  const apply = useApply(useAfterApply());
  const feeValue = fee && payers.some((a) => String(a.accountId) === fee) ? fee : String(payers[0]?.accountId ?? '');
  const addressValue = address || String(shipTo[0]?.addressId ?? '');
  const noPayer = product ? t('cards.apply.errors.feeAccount', { currency: product.currencyCode }) : '';
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!product) return apply.setErrors({ type: t('cards.apply.errors.product') });
    if (!feeValue) return apply.setErrors({ feeAccountId: noPayer });
    if (!product.isVirtual && !addressValue) return apply.setErrors({ addressId: t('cards.apply.errors.address') });
    if (debit && !settleValue) return apply.setErrors({ settlementAccountId: t('errors.cardSettlementAccount') });
    void apply.run(product, Number(feeValue), {
      ...(product.isVirtual ? {} : { addressId: Number(addressValue) }),
      ...(debit ? { settlementAccountId: Number(settleValue) } : {}),
    });
  }
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      <ProductChoice products={products} value={type} onValue={setType} />
      <FieldError field="type" message={apply.errors['type']} />
      {product && !product.isVirtual && (
        <ShipTo addresses={shipTo} value={addressValue} onValue={setAddress} error={apply.errors['addressId']} />
      )}
      {debit && <SettleOn product={product} {...settlement} error={apply.errors['settlementAccountId']} />}
      {product && (
        <AccountSelect
          label={t('cards.apply.feeAccount', { currency: product.currencyCode })}
          testId="add-card-fee-account"
          field="feeAccountId"
          value={feeValue}
          onValue={setFee}
          accounts={payers}
          error={apply.errors['feeAccountId']}
        />
      )}
      {product && payers.length === 0 && (
        <p className="op-notice" data-testid="add-card-no-fee-account">
          {noPayer}
        </p>
      )}
      <button
        className="op-button op-button--primary"
        type="submit"
        data-testid="add-card-submit"
        disabled={apply.busy}
      >
        {t('cards.apply.submit')}
      </button>
    </form>
  );
}

/** `add-card`: apply for a card (spec 2 §2): the products offered, their fees, shipping address and fee account. */
export function AddCardScreen() {
  const { t } = useTranslation('cards');
  const info = useCall(cardApplyInfoGet, {});
  const { others, loading } = useCards();
  return (
    <section className="op-card op-cards" data-testid="add-card">
      <h1>{t('cards.apply.title')}</h1>
      <ActingFor />
      {info.error ? (
        <ErrorState error={info.error.error} onRetry={() => void info.refetch()} testId="add-card-error" />
      ) : !info.data || loading ? (
        <Skeleton lines={4} />
      ) : info.data.products.length === 0 ? (
        <p className="op-empty" data-testid="add-card-none">
          {t('cards.apply.none')}
        </p>
      ) : (
        <ApplyForm products={info.data.products} others={others} />
      )}
    </section>
  );
}
