import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  businessRepresentativeFatcaCrsCertificationUpdate as update,
  FATCA_ENTITY_TYPES,
  TIN_MISSING_REASONS,
  type TCallId,
} from '@openportal/contract';
import { type TCallRequest, type TMessageKeys, useCallMutation } from '@openportal/contract-client';
import { CheckField } from '../../shared/forms/check-field.tsx';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { useLinkSecret } from './link.ts';

/** What the form holds: the request, looser where nothing is chosen yet (an empty select). */
interface TFatcaForm {
  entityType: string;
  questions: { isFinancialInstitution: boolean; giin: string; isPubliclyTraded: boolean; isEarnPassiveIncome: boolean };
  taxIds: { countryCode: string; taxId: string; tinMissingReason: string; tinMissingExplanation: string }[];
  isUSTaxPayer: boolean;
  isDisregardedEntity: boolean;
}
type TRequest = TCallRequest<typeof update>;

const MESSAGE_KEYS: TMessageKeys = { countryCode: 'certification.fatca.countryFormat' };
const FIELDS = ['entityType', 'questions.giin', 'taxIds.0.countryCode', 'taxIds.0.taxId', 'taxIds.0.tinMissingReason'];
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

type TForm = ReturnType<typeof useForm<TFatcaForm, unknown, TRequest>>;
type TCheckName =
  'isUSTaxPayer' | 'isDisregardedEntity' | `questions.${Exclude<keyof TFatcaForm['questions'], 'giin'>}`;
type TCheck = readonly [name: TCheckName, testId: string];
/** The yes/no answers in the form's order (the GIIN follows the first, the tax residency the third). */
const INSTITUTION: readonly TCheck[] = [['questions.isFinancialInstitution', 'cert-fi']];
const QUESTIONS: readonly TCheck[] = [
  ['questions.isPubliclyTraded', 'cert-traded'],
  ['questions.isEarnPassiveIncome', 'cert-passive'],
];
const DECLARATIONS: readonly TCheck[] = [
  ['isUSTaxPayer', 'cert-us'],
  ['isDisregardedEntity', 'cert-disregarded'],
];

/**
 * The company's FATCA/CRS answers (spec 1 §3 business and representative certification): entity
 * type and questions, the tax residency with its number or why there is none (spec 1 §5), US
 * tax payer (as the signed form says) and disregarded entity. Validated by the call's schema;
 * core's rules come back on their fields. Submitting is the last step: a link is spent by it.
 */
export function FatcaForm(props: { isUSTaxPayer: boolean; invalidates: readonly TCallId[]; onDone: () => void }) {
  const { t } = useTranslation('certification');
  const authSecret = useLinkSecret();
  const form = useForm<TFatcaForm, unknown, TRequest>({
    resolver: contractResolver<typeof update, TFatcaForm>(update, t, MESSAGE_KEYS),
    defaultValues: {
      entityType: '',
      questions: { isFinancialInstitution: false, giin: '', isPubliclyTraded: false, isEarnPassiveIncome: false },
      taxIds: [{ countryCode: '', taxId: '', tinMissingReason: '', tinMissingExplanation: '' }],
      isUSTaxPayer: props.isUSTaxPayer,
      isDisregardedEntity: false,
    },
  });
  useErrorsFollowLanguage(form);
  const save = useCallMutation(update, {
    invalidates: props.invalidates,
    form,
    fields: FIELDS,
    messages: MESSAGE_KEYS,
    t,
  });
  const submit = form.handleSubmit(async (body) => {
    if ((await save.run(body, { authSecret })).ok) props.onDone();
  });
  const f = (key: string) => t(`certification.fatca.${key}`);
  const isFinancialInstitution = useWatch({ control: form.control, name: 'questions.isFinancialInstitution' });
  return (
    <form className="op-card op-stack" data-testid="cert-fatca" noValidate onSubmit={(e) => void submit(e)}>
      <h2>{t('certification.steps.fatca')}</h2>
      <SelectField
        form={form}
        name="entityType"
        label={f('entityType')}
        testId="cert-entityType"
        placeholder={t('certification.choose')}
        options={FATCA_ENTITY_TYPES.map((v) => ({ value: v, label: f(`entity.${v}`) }))}
      />
      <Checks form={form} checks={INSTITUTION} />
      {isFinancialInstitution && (
        <TextField form={form} name="questions.giin" label={f('giin')} testId="cert-giin" maxLength={19} />
      )}
      <Checks form={form} checks={QUESTIONS} />
      <TaxResidency form={form} />
      <Checks form={form} checks={DECLARATIONS} />
      <button
        type="submit"
        className="op-button op-button--primary"
        data-testid="cert-submit"
        disabled={save.isPending}
      >
        {f('submit')}
      </button>
    </form>
  );
}

/** Yes/no answers, each labelled by its field's name (`certification.fatca.<name>`). */
function Checks({ form, checks }: { form: TForm; checks: readonly TCheck[] }) {
  const { t } = useTranslation('certification');
  return checks.map(([name, testId]) => (
    <CheckField
      key={name}
      form={form}
      name={name}
      label={t(`certification.fatca.${name.split('.').pop()}`)}
      testId={testId}
    />
  ));
}

/** The tax residency: a country and its number, or why there is none (CANNOT_OBTAIN explained). */
function TaxResidency({ form }: { form: TForm }) {
  const { t } = useTranslation('certification');
  const f = (key: string) => t(`certification.fatca.${key}`);
  const reason = useWatch({ control: form.control, name: 'taxIds.0.tinMissingReason' });
  return (
    <fieldset className="op-stack">
      <legend>{f('taxResidency')}</legend>
      <TextField
        form={form}
        name="taxIds.0.countryCode"
        label={f('country')}
        testId="cert-country"
        maxLength={2}
        rules={{ setValueAs: upper }}
      />
      <TextField form={form} name="taxIds.0.taxId" label={f('taxId')} testId="cert-tin" maxLength={40} />
      <SelectField
        form={form}
        name="taxIds.0.tinMissingReason"
        label={f('tinMissingReason')}
        testId="cert-tin-reason"
        placeholder={t('certification.choose')}
        options={TIN_MISSING_REASONS.map((v) => ({ value: v, label: f(`tinReasons.${v}`) }))}
      />
      {reason === 'CANNOT_OBTAIN' && (
        <TextField
          form={form}
          name="taxIds.0.tinMissingExplanation"
          label={f('tinMissingExplanation')}
          testId="cert-tin-explanation"
          maxLength={1000}
        />
      )}
    </fieldset>
  );
}
