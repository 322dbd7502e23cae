import { useTranslation } from 'react-i18next';
import type { TApplication } from '@openportal/contract';
import { DocumentsStep } from './documents-step.tsx';
import { StepBody } from './step-body.tsx';
import { useApplicationForm } from './use-application-form.ts';

/** The steps, each a button to open it (the current one marked). */
function StepNav(p: {
  steps: ReturnType<typeof useApplicationForm>['steps'];
  step: number;
  setStep: (i: number) => void;
}) {
  const { t } = useTranslation('merchant');
  return (
    <ol className="ma-steps" aria-label={t('application.form.progress')}>
      {p.steps.map((s, i) => (
        <li key={s.key} aria-current={i === p.step ? 'step' : undefined}>
          <button
            type="button"
            className="op-button op-button--link"
            data-testid={`ma-step-${s.key}`}
            onClick={() => p.setStep(i)}
          >
            {t(`application.step.${s.key}`)}
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * The application in steps: progress, the step's fields, back / next, save as draft at any step
 * and, on the last, send to review (FULL validation: a field at fault opens its step).
 */
export function ApplicationForm({ app, onSaved }: { app: TApplication; onSaved: (a: TApplication) => void }) {
  const { t } = useTranslation('merchant');
  const { form, step, setStep, steps, saveDraft, sendToReview, busy } = useApplicationForm(app, onSaved);
  const current = steps[step]!;
  const last = step === steps.length - 1;
  return (
    <form className="ma-form" noValidate onSubmit={(e) => e.preventDefault()} data-testid="ma-form">
      <StepNav steps={steps} step={step} setStep={setStep} />
      <progress
        className="ma-progress"
        max={steps.length}
        value={step + 1}
        aria-label={t('application.form.progress')}
      />
      <p className="op-hint" data-testid="ma-step-of">
        {t('application.form.stepOf', { step: step + 1, total: steps.length })}
      </p>
      <h2>{t(`application.step.${current.key}`)}</h2>
      {current.key === 'documents' ? (
        <DocumentsStep id={app.id} editable />
      ) : (
        <StepBody step={current.key} form={form} />
      )}
      <div className="ma-actions">
        <button
          type="button"
          className="op-button"
          disabled={step === 0}
          data-testid="ma-back"
          onClick={() => setStep(step - 1)}
        >
          {t('application.form.back')}
        </button>
        <button type="button" className="op-button" disabled={busy} data-testid="ma-save" onClick={saveDraft}>
          {t('application.form.saveDraft')}
        </button>
        {last ? (
          <button
            type="button"
            className="op-button op-button--primary"
            disabled={busy}
            data-testid="ma-submit"
            onClick={sendToReview}
          >
            {t('application.form.submit')}
          </button>
        ) : (
          <button
            type="button"
            className="op-button op-button--primary"
            data-testid="ma-next"
            onClick={() => setStep(step + 1)}
          >
            {t('application.form.next')}
          </button>
        )}
      </div>
    </form>
  );
}
