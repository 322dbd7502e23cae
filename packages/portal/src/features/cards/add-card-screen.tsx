import { useState, type FormEvent } from 'react';
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
import { formatMoney } from '@openportal/i18n';
import { FieldError, Skeleton } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { FeeLines } from './fee-lines.tsx';
import { useCards } from './use-cards.ts';
import './cards.css';

type TProduct = { type: number; name: string; isVirtual: boolean; currencyCode: string; fees: TFee[] };
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

/** A select of a plain list, its error under it. */
function Choice(p: {
  label: string;
  testId: string;
  field: string;
  value: string;
  onValue: (v: string) => void;
  options: { value: string; label: string }[];
  error: string | undefined;
}) {
  return (
    <>
      <label className="op-field">
        <span>{p.label}</span>
        <select data-testid={p.testId} value={p.value} onChange={(e) => p.onValue(e.target.value)}>
          {p.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <FieldError field={p.field} message={p.error} />
    </>
  );
}

function useApply(onDone: (accountId: number, product: TProduct) => void) {
  const { t } = useTranslation('cards');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = useCallMutation(cardApply, {
    invalidates: ['balanceInquiry', 'historyGet'],
    onFailure: (e) => {
      const byField = fieldErrors(e, t);
      setErrors(Object.keys(byField).length ? byField : { type: chooseMessage(e, t) });
    },
  });
  async function run(product: TProduct, feeAccountId: number, addressId: number | undefined) {
    setErrors({});
    const r = await apply.run({ type: product.type, feeAccountId, ...(addressId ? { addressId } : {}) });
    if (r.ok) onDone(r.data.accountId, product);
  }
  return { run, errors, setErrors, busy: apply.isPending };
}

function ApplyForm({ products, others }: { products: TProduct[]; others: TAccount[] }) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const addresses = useCall(addressInquiry, {});
  const [type, setType] = useState<number | null>(products[0]?.type ?? null);
  const [fee, setFee] = useState('');
  const [address, setAddress] = useState('');
  const product = products.find((p) => p.type === type) ?? null;
  const payers = others.filter((a) => product && a.currencyCode === product.currencyCode);
  const shipTo = [...(addresses.data?.addresses ?? [])].sort((a, b) => b.addressId - a.addressId);
  const apply = useApply((accountId, p) => {
    if (p.isVirtual) return void navigate(portalPath('confirmCard', { cardId: accountId }));
    show({ kind: 'success', title: t('popup.success'), message: t('cards.apply.physicalDone') });
    void navigate(portalPath('cardDetail', { accountId }));
  });
  const feeValue = fee && payers.some((a) => String(a.accountId) === fee) ? fee : String(payers[0]?.accountId ?? '');
  const addressValue = address || String(shipTo[0]?.addressId ?? '');
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!product) return apply.setErrors({ type: t('cards.apply.errors.product') });
    if (!feeValue)
      return apply.setErrors({ feeAccountId: t('cards.apply.errors.feeAccount', { currency: product.currencyCode }) });
    if (!product.isVirtual && !addressValue) return apply.setErrors({ addressId: t('cards.apply.errors.address') });
    void apply.run(product, Number(feeValue), product.isVirtual ? undefined : Number(addressValue));
  }
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      <ProductChoice products={products} value={type} onValue={setType} />
      <FieldError field="type" message={apply.errors['type']} />
      {product &&
        !product.isVirtual &&
        (shipTo.length ? (
          <Choice
            label={t('cards.apply.address')}
            testId="add-card-address"
            field="addressId"
            value={addressValue}
            onValue={setAddress}
            options={shipTo.map((a) => ({ value: String(a.addressId), label: addressText(a) }))}
            error={apply.errors['addressId']}
          />
        ) : (
          <p className="op-notice" data-testid="add-card-no-address">
            {t('cards.apply.noAddress')} <Link to={portalPath('profile')}>{t('cards.apply.toProfile')}</Link>
          </p>
        ))}
      {product && (
        <Choice
          label={t('cards.apply.feeAccount', { currency: product.currencyCode })}
          testId="add-card-fee-account"
          field="feeAccountId"
          value={feeValue}
          onValue={setFee}
          options={payers.map((a) => ({
            value: String(a.accountId),
            label: t('cards.load.option', { id: a.accountId, balance: formatMoney(a.balance, a.currencyCode, lang) }),
          }))}
          error={apply.errors['feeAccountId']}
        />
      )}
      {product && payers.length === 0 && (
        <p className="op-notice" data-testid="add-card-no-fee-account">
          {t('cards.apply.errors.feeAccount', { currency: product.currencyCode })}
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
