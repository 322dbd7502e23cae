import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardSpendControlsGet, cardSpendControlsSet, type TAccount, type TLanguage } from '@openportal/contract';
import { type TCallResponse, useCall, useCallMutation } from '@openportal/contract-client';
import { amountToWire, decimalSeparator } from '@openportal/i18n';
import { TextField, useToasts } from '@openportal/ui';
import { fieldErrors } from '../../shared/api/messages.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { amountKey } from './load-dialog.tsx';

type TControls = TCallResponse<typeof cardSpendControlsGet>['controls'];
const LIMITS = ['perTransaction', 'perDay', 'perMonth'] as const;
const SWITCHES = ['online', 'contactless', 'atm'] as const;
type TForm = Record<(typeof LIMITS)[number] | 'blockedCountries', string> & Record<(typeof SWITCHES)[number], boolean>;

const toForm = (c: TControls, lang: TLanguage): TForm => {
  const typed = (f: (typeof LIMITS)[number]) => c[f]?.replace('.', decimalSeparator(lang)) ?? '';
  return {
    ...{ perTransaction: typed('perTransaction'), perDay: typed('perDay'), perMonth: typed('perMonth') },
    ...{ blockedCountries: c.blockedCountries.join(', '), online: c.online, contactless: c.contactless, atm: c.atm },
  };
};

/** What is wrong with the typed form (limits: empty or an amount of the card's currency; countries: 2 letters each). */
function problems(v: TForm, currency: string, lang: TLanguage, t: (k: string) => string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const f of LIMITS) {
    const bad = v[f].trim() ? amountKey(v[f], currency, lang) : null;
    if (bad) found[f] = t(bad);
  }
  if (!countriesOf(v.blockedCountries).every((c) => /^[A-Z]{2}$/.test(c)))
    found['blockedCountries'] = t('common.invalid');
  return found;
}
const countriesOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((c) => c.toUpperCase());

function LimitFields(p: {
  currency: string;
  v: TForm;
  setV: (f: (s: TForm) => TForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('cards');
  return LIMITS.map((f) => (
    <TextField
      key={f}
      label={t(`cards.controls.${f}`, { currency: p.currency })}
      testId={`card-controls-${f}`}
      field={f}
      inputMode="decimal"
      value={p.v[f]}
      onValue={(x) => p.setV((s) => ({ ...s, [f]: x }))}
      error={p.errors[f]}
    />
  ));
}

function Form({ card, controls }: { card: TAccount; controls: TControls }) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const toast = useToasts((s) => s.push);
  const [v, setV] = useState<TForm>(() => toForm(controls, lang));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCallMutation(cardSpendControlsSet, {
    invalidates: ['cardSpendControlsGet'],
    onFailure: (e) => setErrors(fieldErrors(e, t)),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = problems(v, card.currencyCode, lang, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    const limit = (typed: string) => (typed.trim() ? (amountToWire(typed, lang) ?? typed.trim()) : null);
    const r = await save.run({
      ...{ accountId: card.accountId, currency: card.currencyCode as 'USD' },
      ...{ perTransaction: limit(v.perTransaction), perDay: limit(v.perDay), perMonth: limit(v.perMonth) },
      ...{
        blockedCountries: countriesOf(v.blockedCountries),
        online: v.online,
        contactless: v.contactless,
        atm: v.atm,
      },
    });
    if (r.ok) toast({ kind: 'success', message: t('cards.controls.saved') });
  }
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      <LimitFields currency={card.currencyCode} v={v} setV={setV} errors={errors} />
      <TextField
        label={t('cards.controls.blockedCountries')}
        testId="card-controls-blockedCountries"
        field="blockedCountries"
        value={v.blockedCountries}
        onValue={(x) => setV((s) => ({ ...s, blockedCountries: x }))}
        error={errors['blockedCountries']}
      />
      {SWITCHES.map((f) => (
        <label key={f} className="op-check">
          <input
            type="checkbox"
            data-testid={`card-controls-${f}`}
            checked={v[f]}
            onChange={(e) => setV((s) => ({ ...s, [f]: e.target.checked }))}
          />
          <span>{t(`cards.controls.${f}`)}</span>
        </label>
      ))}
      <button
        className="op-button op-button--primary"
        type="submit"
        data-testid="card-controls-save"
        disabled={save.isPending}
      >
        {t('cards.controls.save')}
      </button>
    </form>
  );
}

/**
 * The card's spend controls on its detail (ours, issue 24 "Beyond the anchors"): limits per
 * payment, day and month in the card's currency (empty: none), merchant countries refused, and
 * the online, contactless and ATM switches; the authorization simulator declines what they refuse.
 */
export function SpendControls({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const { data } = useCall(cardSpendControlsGet, { accountId: card.accountId });
  return (
    <section className="op-cards" data-testid="card-controls">
      <h2>{t('cards.controls.title')}</h2>
      <p className="op-muted">{t('cards.controls.intro')}</p>
      {data && <Form key={JSON.stringify(data.controls)} card={card} controls={data.controls} />}
    </section>
  );
}
