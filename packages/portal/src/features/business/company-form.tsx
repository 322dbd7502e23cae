import { useTranslation } from 'react-i18next';
import { IssueAt, useWizard, WizardInput } from './wizard-context.tsx';
import { newPerson, type TCompanyDraft } from './wizard-model.ts';
import { PersonForm, TaxRowFields } from './person-form.tsx';
import { useCountries } from './use-dictionaries.ts';

/**
 * companyForm (a company shareholder): name, country and number of registration, its tax
 * residency, and its directors (each a personForm; every company shareholder needs one).
 */
export function CompanyForm({ i }: { i: number }) {
  const { t } = useTranslation('business');
  const { draft, update } = useWizard();
  const countries = useCountries();
  const c = draft.companies[i];
  if (!c) return null;
  const set = (patch: Partial<TCompanyDraft>) =>
    update((d) => ({ ...d, companies: d.companies.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));
  const addDirector = () =>
    update((d) => {
      const p = newPerson(d);
      return {
        ...d,
        persons: [...d.persons, p],
        companies: d.companies.map((x, j) => (j === i ? { ...x, directorRefs: [...x.directorRefs, p.ref] } : x)),
      };
    });
  return (
    <fieldset className="op-stack" data-testid={`bw-company-${c.ref}`}>
      <legend>{t('wizard.company.title')}</legend>
      <WizardInput
        path={`companies.${i}.name`}
        label={t('wizard.company.name')}
        value={c.name}
        onChange={(v) => set({ name: v })}
      />
      <WizardInput
        path={`companies.${i}.registrationCountryCode`}
        label={t('wizard.company.country')}
        value={c.registrationCountryCode}
        options={countries}
        placeholder={t('common.select')}
        onChange={(v) => set({ registrationCountryCode: v })}
      />
      <WizardInput
        path={`companies.${i}.registrationNumber`}
        label={t('wizard.company.number')}
        value={c.registrationNumber}
        onChange={(v) => set({ registrationNumber: v })}
      />
      <TaxRowFields base={`companies.${i}.taxIds.0`} row={c.taxIds[0]!} onChange={(r) => set({ taxIds: [r] })} />
      <h3>{t('wizard.company.directors')}</h3>
      <IssueAt path={`companies.${i}.directorRefs`} />
      {c.directorRefs.map((ref) => (
        <PersonForm key={ref} i={draft.persons.findIndex((p) => p.ref === ref)} />
      ))}
      <button
        type="button"
        className="op-button"
        data-testid={`bw-company-${c.ref}-add-director`}
        onClick={addDirector}
      >
        {t('wizard.company.addDirector')}
      </button>
    </fieldset>
  );
}
