import { useTranslation } from 'react-i18next';
import { CHOOSABLE_USER_RIGHTS, TIN_MISSING_REASONS } from '@openportal/contract';
import { usePortal } from '../../shared/services.tsx';
import { IssueAt, useWizard, WizardCheck, WizardInput } from './wizard-context.tsx';
import { asksSources, type TPersonDraft, type TTaxRowDraft } from './wizard-model.ts';
import { useCountries, useSourcesOfFunds } from './use-dictionaries.ts';

/** One tax residency row (number, or the reason there is none), for a person or a company. */
export function TaxRowFields({
  base,
  row,
  onChange,
}: {
  base: string;
  row: TTaxRowDraft;
  onChange: (r: TTaxRowDraft) => void;
}) {
  const { t } = useTranslation('business');
  const countries = useCountries();
  const reasons = TIN_MISSING_REASONS.map((r) => ({ value: r, label: t(`wizard.tinReasons.${r}`) }));
  const set = (k: keyof TTaxRowDraft) => (v: string) => onChange({ ...row, [k]: v });
  return (
    <>
      <WizardInput
        path={`${base}.countryCode`}
        label={t('wizard.tax.country')}
        value={row.countryCode}
        onChange={set('countryCode')}
        options={countries}
        placeholder={t('common.select')}
      />
      <WizardInput path={`${base}.taxId`} label={t('wizard.tax.taxId')} value={row.taxId} onChange={set('taxId')} />
      {!row.taxId && (
        <WizardInput
          path={`${base}.tinMissingReason`}
          label={t('wizard.tax.reason')}
          value={row.tinMissingReason}
          onChange={set('tinMissingReason')}
          options={reasons}
          placeholder={t('common.select')}
        />
      )}
      {!row.taxId && row.tinMissingReason === 'CANNOT_OBTAIN' && (
        <WizardInput
          path={`${base}.tinMissingExplanation`}
          type="textarea"
          label={t('wizard.tax.explanation')}
          value={row.tinMissingExplanation}
          onChange={set('tinMissingExplanation')}
        />
      )}
    </>
  );
}

function SourceFields({ i, p, set }: { i: number; p: TPersonDraft; set: (patch: Partial<TPersonDraft>) => void }) {
  const { t } = useTranslation('business');
  const sources = useSourcesOfFunds();
  const toggle = (id: number, on: boolean) =>
    set({ sourceOfFunds: on ? [...p.sourceOfFunds, id] : p.sourceOfFunds.filter((x) => x !== id) });
  return (
    <fieldset className="op-stack">
      <legend>{t('wizard.person.sourceOfFunds')}</legend>
      {sources.map((s) => (
        <WizardCheck
          key={s.value}
          path={`persons.${i}.sourceOfFunds.${s.value}`}
          label={s.label}
          checked={p.sourceOfFunds.includes(Number(s.value))}
          onChange={(on) => toggle(Number(s.value), on)}
        />
      ))}
      <IssueAt path={`persons.${i}.sourceOfFunds`} />
      {p.sourceOfFunds.map((id) => (
        <WizardInput
          key={id}
          path={`persons.${i}.sourceDetails.${id}`}
          type="textarea"
          label={t('wizard.person.sourceDetails', { source: sources.find((s) => s.value === String(id))?.label ?? id })}
          value={p.sourceDetails[String(id)] ?? ''}
          onChange={(v) => set({ sourceDetails: { ...p.sourceDetails, [String(id)]: v } })}
        />
      ))}
    </fieldset>
  );
}

/** The US rule (spec 1 §5): a US tax payer gets a US row to fill; unticked, an empty one goes. */
function usRule(p: TPersonDraft, isUSTaxPayer: boolean): Partial<TPersonDraft> {
  const hasUs = p.taxIds.some((r) => r.countryCode === 'US');
  if (isUSTaxPayer && !hasUs)
    return {
      isUSTaxPayer,
      taxIds: [...p.taxIds, { countryCode: 'US', taxId: '', tinMissingReason: '', tinMissingExplanation: '' }],
    };
  if (!isUSTaxPayer)
    return { isUSTaxPayer, taxIds: p.taxIds.filter((r, j) => j === 0 || r.countryCode !== 'US' || r.taxId) };
  return { isUSTaxPayer };
}

/**
 * personForm (spec 1 §3 persons): name, birthday, contact, one tax residency (the US rule adds a
 * US row), the sources of funds when the person's effective share asks for them, and the rights
 * when the person is a user (1-4; the first user gets 2).
 */
export function PersonForm({ i }: { i: number }) {
  const { t } = useTranslation('business');
  const { draft, update, issues } = useWizard();
  const { manifest } = usePortal();
  const p = draft.persons[i];
  if (!p) return null;
  const needsSource = asksSources(draft, i, manifest.sourceOfWealthEnable, issues);
  const set = (patch: Partial<TPersonDraft>) =>
    update((d) => ({ ...d, persons: d.persons.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));
  const text = (k: 'firstName' | 'lastName' | 'birthday' | 'email' | 'phone', type?: string) => (
    <WizardInput
      path={`persons.${i}.${k}`}
      label={t(`wizard.person.${k}`)}
      value={p[k]}
      type={type}
      onChange={(v) => set({ [k]: v })}
    />
  );
  const rights = CHOOSABLE_USER_RIGHTS.map((r) => ({ value: String(r), label: t(`wizard.rights.${r}`) }));
  return (
    <fieldset className="op-stack" data-testid={`bw-person-${p.ref}`}>
      <legend>{t('wizard.person.title')}</legend>
      {text('firstName')}
      {text('lastName')}
      {text('birthday', 'date')}
      {text('email', 'email')}
      {text('phone', 'tel')}
      <TaxRowFields
        base={`persons.${i}.taxIds.0`}
        row={p.taxIds[0]!}
        onChange={(r) => set({ taxIds: [r, ...p.taxIds.slice(1)] })}
      />
      <WizardCheck
        path={`persons.${i}.isUSTaxPayer`}
        label={t('wizard.person.isUSTaxPayer')}
        checked={p.isUSTaxPayer}
        onChange={(v) => set(usRule(p, v))}
      />
      {p.taxIds[1] && (
        <TaxRowFields
          base={`persons.${i}.taxIds.1`}
          row={p.taxIds[1]}
          onChange={(r) => set({ taxIds: [p.taxIds[0]!, r] })}
        />
      )}
      {needsSource && <SourceFields i={i} p={p} set={set} />}
      {p.isUser && (
        <WizardInput
          path={`persons.${i}.accessRights`}
          label={t('wizard.person.accessRights')}
          value={String(p.accessRights)}
          options={rights}
          placeholder={t('common.select')}
          onChange={(v) => set({ accessRights: v ? Number(v) : '' })}
        />
      )}
    </fieldset>
  );
}
