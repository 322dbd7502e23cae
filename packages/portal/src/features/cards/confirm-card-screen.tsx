import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { cardActivate, cardActivationDataGet, portalPath, type TAccount } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { FieldError, Skeleton, TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { actionsOf } from './card-model.ts';
import { CardFace, useCardName } from './card-tile.tsx';
import { AccountSelect } from './account-select.tsx';
import { FeeLines } from './fee-lines.tsx';
import { OwnCard } from './own-card.tsx';
import './cards.css';

type TData = {
  fees: { type: string; fee: string; feeCurrency: string }[];
  extraParams: { name: string; required: boolean }[];
  feeCurrency: string;
};

const KNOWN_PARAMS = new Set(['cardLast4']);
const isFree = (d: TData) => d.fees.every((f) => /^0+(\.0+)?$/.test(f.fee));

function useActivate(card: TAccount) {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const activate = useCallMutation(cardActivate, {
    invalidates: ['balanceInquiry', 'historyGet'],
    onFailure: (e) => {
      const byField = fieldErrors(e, t);
      setErrors(Object.keys(byField).length ? byField : { form: chooseMessage(e, t) });
    },
  });
  async function run(extraParams: Record<string, string>, feeAccountId: number | undefined) {
    setErrors({});
    const r = await activate.run({
      accountId: card.accountId,
      ...(Object.keys(extraParams).length ? { extraParams } : {}),
      ...(feeAccountId ? { feeAccountId } : {}),
    });
    if (!r.ok) return;
    show({ kind: 'success', title: t('popup.success'), message: t('cards.activate.done') });
    void navigate(portalPath('cardDetail', { accountId: card.accountId }));
  }
  return { run, errors, setErrors, busy: activate.isPending };
}

function ActivateForm({ card, others, data }: { card: TAccount; others: TAccount[]; data: TData }) {
  const { t } = useTranslation('cards');
  const [params, setParams] = useState<Record<string, string>>({});
  const payers = others.filter((a) => a.currencyCode === data.feeCurrency);
  const [fee, setFee] = useState(String(payers[0]?.accountId ?? ''));
  const act = useActivate(card);
  const paid = !isFree(data);
  function submit(e: FormEvent) {
    e.preventDefault();
    const missing = data.extraParams.filter((p) => p.required && !params[p.name]?.trim());
    if (missing.length)
      return act.setErrors(
        Object.fromEntries(missing.map((p) => [`extraParams.${p.name}`, t('cards.activate.required')])),
      );
    if (paid && !fee)
      return act.setErrors({ feeAccountId: t('cards.apply.errors.feeAccount', { currency: data.feeCurrency }) });
    const given = Object.fromEntries(
      Object.entries(params)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    );
    void act.run(given, paid ? Number(fee) : undefined);
  }
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      <FeeLines fees={data.fees} testId="confirm-card-fees" />
      {data.extraParams.map((p) => (
        <TextField
          key={p.name}
          label={KNOWN_PARAMS.has(p.name) ? t(`cards.activate.params.${p.name}`) : p.name}
          testId={`confirm-card-param-${p.name}`}
          field={`extraParams.${p.name}`}
          value={params[p.name] ?? ''}
          onValue={(v) => setParams((s) => ({ ...s, [p.name]: v }))}
          error={act.errors[`extraParams.${p.name}`]}
          autoComplete="off"
          inputMode={p.name === 'cardLast4' ? 'numeric' : undefined}
          maxLength={p.name === 'cardLast4' ? 4 : 256}
          required={p.required}
        />
      ))}
      {paid && (
        <AccountSelect
          label={t('cards.activate.feeAccount', { currency: data.feeCurrency })}
          testId="confirm-card-fee-account"
          field="feeAccountId"
          value={fee}
          onValue={setFee}
          accounts={payers}
          error={act.errors['feeAccountId']}
        />
      )}
      <FieldError field="form" message={act.errors['form'] ?? act.errors['accountId']} />
      <button
        className="op-button op-button--primary"
        type="submit"
        data-testid="confirm-card-submit"
        disabled={act.busy}
      >
        {t('cards.actions.activate')}
      </button>
    </form>
  );
}

function Activation({ card, others }: { card: TAccount; others: TAccount[] }) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const can = actionsOf(card).includes('activate');
  const data = useCall(cardActivationDataGet, { accountId: card.accountId }, { enabled: can });
  return (
    <section className="op-card op-cards" data-testid="confirm-card" data-account-id={card.accountId}>
      <h1>{t('cards.activate.title', { name })}</h1>
      <ActingFor />
      <CardFace card={card} />
      {!can ? (
        <p className="op-notice" data-testid="confirm-card-not-needed">
          {t('cards.activate.notNeeded')}
        </p>
      ) : data.error ? (
        <ErrorState error={data.error.error} onRetry={() => void data.refetch()} testId="confirm-card-error" />
      ) : !data.data ? (
        <Skeleton lines={3} />
      ) : (
        <ActivateForm card={card} others={others} data={data.data} />
      )}
      <Link to={portalPath('cardDetail', { accountId: card.accountId })} data-testid="confirm-card-back">
        {t('cards.pin.back')}
      </Link>
    </section>
  );
}

/** `confirm-card/{cardId}`: activation (spec 2 §7: fees, extra parameters, fee account), own card only. */
export function ConfirmCardScreen() {
  return <OwnCard param="cardId">{(card, others) => <Activation card={card} others={others} />}</OwnCard>;
}
