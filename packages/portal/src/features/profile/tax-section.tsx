import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTaxId, customerTaxNumberUpdate, profileInquiry, taxIdRuleOf } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';

/**
 * The tax id and the residence country (spec 1 §3): the field is named by the country's entry of
 * the tax-id table (contract TAX_ID_TABLE, the one core checks with), says whether it is
 * required, shows an example and refuses a wrong shape before sending.
 */
export function TaxSection() {
  const { t } = useTranslation('profile');
  const show = usePopup((s) => s.show);
  const profile = useCall(profileInquiry, {});
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useCallMutation(customerTaxNumberUpdate, {
    invalidates: ['profileInquiry', 'customerInfoGet'],
    onFailure: (e) => setError(fieldErrors(e, t).taxId ?? chooseMessage(e, t)),
  });
  const country = profile.data?.residenceCountryCode ?? null;
  const rule = taxIdRuleOf(country).personal;
  const current = value ?? profile.data?.taxId ?? '';
  async function submit(e: FormEvent) {
    e.preventDefault();
    const verdict = checkTaxId(country, 'personal', current);
    if (verdict === 'required') return setError(t('common.required'));
    if (verdict === 'format' || !current.trim()) return setError(t('tax.badFormat', { short: rule.shortName }));
    setError(undefined);
    if ((await save.run({ taxId: current.trim() })).ok)
      show({ kind: 'success', title: t('popup.success'), message: t('profile.saved') });
  }
  return (
    <section className="op-card" data-testid="profile-tax">
      <h2>{t('tax.title')}</h2>
      <p data-testid="profile-residence">
        <span className="op-muted">{t('profile.residence')}</span> <strong>{country ?? t('profile.none')}</strong>
      </p>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField
          label={t('tax.label', { name: rule.name, short: rule.shortName })}
          hint={`${t(rule.required ? 'tax.required' : 'tax.optional')}${rule.example ? ` ${t('tax.example', { example: rule.example })}` : ''}`}
          testId="tax-id-input"
          field="taxId"
          value={current}
          onValue={setValue}
          error={error}
          maxLength={40}
          autoComplete="off"
        />
        <button
          className="op-button op-button--primary"
          type="submit"
          data-testid="tax-id-save"
          disabled={save.isPending}
        >
          {t('profile.save')}
        </button>
      </form>
    </section>
  );
}
