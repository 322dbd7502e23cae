import { useTranslation } from 'react-i18next';
import { visibleCategories } from '@openportal/brand-kit';
import { usePortal } from '../../shared/services.tsx';
import { useWizard, WizardCheck, WizardInput } from './wizard-context.tsx';
import { FINANCIAL_FIELDS, GENERAL_FIELDS, LEGAL_FIELDS, type TWizardDraft } from './wizard-model.ts';
import { useCountries } from './use-dictionaries.ts';

type TFlatForm = 'generalForm' | 'financialInfoForm' | 'legalForm';
const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  password: 'password',
  registrationDate: 'date',
  phone: 'tel',
  website: 'url',
  description: 'textarea',
};
const COUNTRY_FIELDS = new Set(['registrationCountryCode', 'countryCode']);

/** A form of plain text fields (generalForm, financialInfoForm, legalForm), labels from `wizard.<form>.<field>`. */
function FlatForm({ form, fields }: { form: TFlatForm; fields: readonly string[] }) {
  const { t } = useTranslation('business');
  const { draft, update } = useWizard();
  const { manifest } = usePortal();
  const countries = useCountries();
  const categories = visibleCategories(manifest, 'business').map((c) => ({
    value: c,
    label: t(`wizard.categories.${c}`, { defaultValue: c }),
  }));
  const set = (field: string) => (v: string) =>
    update((d: TWizardDraft) => ({ ...d, [form]: { ...d[form], [field]: v } }));
  return (
    <fieldset className="op-stack" data-testid={`bw-${form}`}>
      <legend>{t(`wizard.steps.${form}`)}</legend>
      {fields.map((f) => (
        <WizardInput
          key={f}
          path={`${form}.${f}`}
          label={t(`wizard.${form}.${f}`)}
          value={draft[form][f] ?? ''}
          onChange={set(f)}
          type={INPUT_TYPES[f]}
          autoComplete={f === 'password' ? 'new-password' : undefined}
          placeholder={t('common.select')}
          options={COUNTRY_FIELDS.has(f) ? countries : f === 'category' ? categories : undefined}
        />
      ))}
    </fieldset>
  );
}

export const GeneralForm = () => <FlatForm form="generalForm" fields={GENERAL_FIELDS} />;
export const FinancialInfoForm = () => <FlatForm form="financialInfoForm" fields={FINANCIAL_FIELDS} />;
export const LegalForm = () => <FlatForm form="legalForm" fields={LEGAL_FIELDS} />;

/** dueDilligenceForm (spec 1 §3): three yes/no questions, details asked when the answer is yes. */
export function DueDilligenceForm() {
  const { t } = useTranslation('business');
  const { draft, update } = useWizard();
  const dd = draft.dueDilligenceForm;
  const set = (patch: Partial<TWizardDraft['dueDilligenceForm']>) =>
    update((d) => ({ ...d, dueDilligenceForm: { ...d.dueDilligenceForm, ...patch } }));
  return (
    <fieldset className="op-stack" data-testid="bw-dueDilligenceForm">
      <legend>{t('wizard.steps.dueDilligenceForm')}</legend>
      <WizardCheck
        path="dueDilligenceForm.government"
        label={t('wizard.dueDilligenceForm.government')}
        checked={dd.government}
        onChange={(v) => set({ government: v })}
      />
      {dd.government && (
        <WizardInput
          path="dueDilligenceForm.governmentDetails"
          type="textarea"
          label={t('wizard.dueDilligenceForm.details')}
          value={dd.governmentDetails}
          onChange={(v) => set({ governmentDetails: v })}
        />
      )}
      <WizardCheck
        path="dueDilligenceForm.lawsuits"
        label={t('wizard.dueDilligenceForm.lawsuits')}
        checked={dd.lawsuits}
        onChange={(v) => set({ lawsuits: v })}
      />
      {dd.lawsuits && (
        <WizardInput
          path="dueDilligenceForm.lawsuitsDetails"
          type="textarea"
          label={t('wizard.dueDilligenceForm.details')}
          value={dd.lawsuitsDetails}
          onChange={(v) => set({ lawsuitsDetails: v })}
        />
      )}
      <WizardCheck
        path="dueDilligenceForm.taxPayers"
        label={t('wizard.dueDilligenceForm.taxPayers')}
        checked={dd.taxPayers}
        onChange={(v) => set({ taxPayers: v })}
      />
    </fieldset>
  );
}
