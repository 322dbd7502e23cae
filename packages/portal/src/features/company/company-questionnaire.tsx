import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { businessDueDiligenceUpdate, businessFinancialDetailUpdate, businessInfoGet } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { TextField, Skeleton } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { useSession } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

/** The wizard's financialInfoForm fields (the spec gives none; core stores 1-50 plain values). */
const FINANCIAL = ['monthlyDeposit', 'monthlyWithdrawal', 'currency', 'industry', 'specification'] as const;
const QUESTIONS = ['government', 'lawsuits', 'taxPayers'] as const;
const DETAIL_FIELDS = ['dueDiligenceQuestionnaire.governmentDetails', 'dueDiligenceQuestionnaire.lawsuitsDetails'];
/** Rights that change the company (contract `write`: 2, 3, 4). */
const WRITERS = [2, 3, 4];
type TDueDiligence = {
  government: boolean;
  governmentDetails: string;
  lawsuits: boolean;
  lawsuitsDetails: string;
  taxPayers: boolean;
};

function useSaved(messageKey: string) {
  const { t } = useTranslation('company');
  const show = usePopup((s) => s.show);
  return () => show({ kind: 'success', title: t('popup.success'), message: t(messageKey) });
}

/** What no field took, above the button. */
function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="op-error" data-testid="company-questionnaire-error">
      {message}
    </p>
  );
}

function FinancialForm({ initial, canWrite }: { initial: Record<string, unknown>; canWrite: boolean }) {
  const { t } = useTranslation('company');
  const [v, setV] = useState<Record<string, string>>(() =>
    Object.fromEntries(FINANCIAL.map((f) => [f, String(initial[f] ?? '')])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = useSaved('company.questionnaire.saved');
  const save = useCallMutation(businessFinancialDetailUpdate, {
    invalidates: ['businessInfoGet'],
    onFailure: (e) => setErrors({ form: chooseMessage(e, t) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const financialDetail = Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x.trim())
        .map(([k, x]) => [k, x.trim()]),
    );
    setErrors({});
    if ((await save.run({ financialDetail })).ok) saved();
  }
  return (
    <form className="op-form" onSubmit={submit} noValidate data-testid="company-financial">
      <h2>{t('company.questionnaire.financial')}</h2>
      {FINANCIAL.map((f) => (
        <TextField
          key={f}
          label={t(`company.questionnaire.${f}`)}
          testId={`company-financial-${f}`}
          value={v[f] ?? ''}
          onValue={(x) => setV((s) => ({ ...s, [f]: x }))}
          field={`financialDetail.${f}`}
          disabled={!canWrite}
          maxLength={2000}
        />
      ))}
      <FormError message={errors.form} />
      {canWrite && (
        <button className="op-button" type="submit" data-testid="company-financial-save" disabled={save.isPending}>
          {t('company.questionnaire.save')}
        </button>
      )}
    </form>
  );
}

function DueDiligenceForm({ initial, canWrite }: { initial: Record<string, unknown>; canWrite: boolean }) {
  const { t } = useTranslation('company');
  const [v, setV] = useState<TDueDiligence>({
    government: initial.government === true,
    governmentDetails: String(initial.governmentDetails ?? ''),
    lawsuits: initial.lawsuits === true,
    lawsuitsDetails: String(initial.lawsuitsDetails ?? ''),
    taxPayers: initial.taxPayers === true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = useSaved('company.questionnaire.saved');
  const save = useCallMutation(businessDueDiligenceUpdate, {
    invalidates: ['businessInfoGet'],
    // A details field's message goes under it; anything else above the button.
    onFailure: (e) => {
      const onFields = fieldErrors(e, t);
      setErrors(
        Object.keys(onFields).some((k) => DETAIL_FIELDS.includes(k)) ? onFields : { form: chooseMessage(e, t) },
      );
    },
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const q = {
      ...v,
      governmentDetails: v.governmentDetails.trim() || undefined,
      lawsuitsDetails: v.lawsuitsDetails.trim() || undefined,
    };
    setErrors({});
    if ((await save.run({ dueDiligenceQuestionnaire: q })).ok) saved();
  }
  return (
    <form className="op-form" onSubmit={submit} noValidate data-testid="company-due-diligence">
      <h2>{t('company.questionnaire.dueDiligence')}</h2>
      {QUESTIONS.map((q) => (
        <div key={q}>
          <label className="op-check">
            <input
              type="checkbox"
              data-testid={`company-dd-${q}`}
              checked={v[q]}
              disabled={!canWrite}
              onChange={(e) => setV((s) => ({ ...s, [q]: e.target.checked }))}
            />
            <span>{t(`company.questionnaire.${q}`)}</span>
          </label>
          {q !== 'taxPayers' && v[q] && (
            <TextField
              label={t('company.questionnaire.details')}
              testId={`company-dd-${q}Details`}
              value={v[`${q}Details`]}
              onValue={(x) => setV((s) => ({ ...s, [`${q}Details`]: x }))}
              field={`dueDiligenceQuestionnaire.${q}Details`}
              error={errors[`dueDiligenceQuestionnaire.${q}Details`]}
              disabled={!canWrite}
              maxLength={2000}
            />
          )}
        </div>
      ))}
      <FormError message={errors.form} />
      {canWrite && (
        <button className="op-button" type="submit" data-testid="company-dd-save" disabled={save.isPending}>
          {t('company.questionnaire.save')}
        </button>
      )}
    </form>
  );
}

/** The company's financial details and due diligence answers (businessFinancialDetailUpdate, businessDueDiligenceUpdate). */
export function CompanyQuestionnaire() {
  const info = useCall(businessInfoGet, {});
  const canWrite = useSession((s) => WRITERS.includes(s.access?.accessRights ?? 0));
  if (!info.data) return <Skeleton lines={6} />;
  const b = info.data.business;
  return (
    <>
      <FinancialForm initial={b.financialDetail ?? {}} canWrite={canWrite} />
      <DueDiligenceForm initial={b.dueDiligenceQuestionnaire ?? {}} canWrite={canWrite} />
    </>
  );
}
