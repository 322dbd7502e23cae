import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { BotCheck } from './bot-check.tsx';
import { DirectorsHub, OwnersHub, UsersHub } from './hubs.tsx';
import { ShareholdersHub } from './shareholders-hub.tsx';
import { stepsWithIssues, useBusinessWizard } from './use-business-wizard.ts';
import { WizardProvider } from './wizard-context.tsx';
import { DueDilligenceForm, FinancialInfoForm, GeneralForm, LegalForm } from './wizard-forms.tsx';
import { STEPS, type TStep } from './wizard-model.ts';
import './business.css';

const STEP_VIEWS: Record<TStep, () => React.JSX.Element> = {
  generalForm: GeneralForm,
  financialInfoForm: FinancialInfoForm,
  dueDilligenceForm: DueDilligenceForm,
  legalForm: LegalForm,
  directorsHub: DirectorsHub,
  shareholdersHub: ShareholdersHub,
  ownersHub: OwnersHub,
  usersHub: UsersHub,
};

function StepNav({ step, bad, onStep }: { step: TStep; bad: TStep[]; onStep: (s: TStep) => void }) {
  const { t } = useTranslation('business');
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <ol className="op-bw-steps">
        {STEPS.map((s) => (
          <li key={s} className={bad.includes(s) ? 'op-bw-step--issues' : undefined}>
            <button
              type="button"
              className="op-button op-button--link"
              data-testid={`bw-step-${s}`}
              aria-current={s === step ? 'step' : undefined}
              onClick={() => onStep(s)}
            >
              {t(`wizard.steps.${s}`)}
              {bad.includes(s) ? ` (${t('wizard.hasIssues')})` : ''}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Clearing the registration asks first (spec 1 §4). */
function ClearDraft({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('business');
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className="op-button op-button--link"
        data-testid="bw-clear"
        onClick={() => setAsking(true)}
      >
        {t('wizard.clear')}
      </button>
    );
  return (
    <div role="alertdialog" aria-labelledby="bw-clear-q" className="op-card op-stack" data-testid="bw-clear-confirm">
      <p id="bw-clear-q">{t('wizard.clearQuestion')}</p>
      <div className="op-bw-actions">
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid="bw-clear-yes"
          onClick={() => (setAsking(false), onClear())}
        >
          {t('wizard.clearYes')}
        </button>
        <button type="button" className="op-button" data-testid="bw-clear-no" onClick={() => setAsking(false)}>
          {t('wizard.clearNo')}
        </button>
      </div>
    </div>
  );
}

/**
 * `/register/business` (spec 1 §2, §4, §5): the wizard's forms and hubs, validated as they are
 * filled by the contract's own rules (the request schema and `wizardIssues`), each message next
 * to its field or person; the local draft; the bot check; `businessAccountCreate`, then the
 * "check your e-mail" page the personal registration ends on.
 */
export function BusinessRegisterScreen() {
  const { t } = useTranslation('business');
  const w = useBusinessWizard();
  const View = STEP_VIEWS[w.step];
  const last = w.step === STEPS[STEPS.length - 1];
  const bad = w.checked ? stepsWithIssues(w.issues, w.draft) : [];
  const back = STEPS[STEPS.indexOf(w.step) - 1];
  const formRef = useRef<HTMLFormElement>(null);
  // A refused Next or submit takes the focus to the first field that says why.
  useEffect(() => {
    if (w.attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [w.attempt, w.step]);
  return (
    <section className="op-stack" data-testid="business-register">
      <h1>{t('wizard.title')}</h1>
      {w.restored && (
        <p role="status" data-testid="bw-restored">
          {t('wizard.restored')}
        </p>
      )}
      <StepNav step={w.step} bad={bad} onStep={w.setStep} />
      <WizardProvider value={{ draft: w.draft, update: w.update, issues: w.issues }}>
        <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), last ? void w.submit() : w.next())}>
          <View />
          {last && (
            <BotCheck
              token={w.captchaToken}
              onToken={w.setCaptchaToken}
              error={w.checked && bad.length === 0 && !w.captchaToken ? t('wizard.captchaRequired') : undefined}
            />
          )}
          <div className="op-bw-actions">
            {back && (
              <button type="button" className="op-button" data-testid="bw-back" onClick={() => w.setStep(back)}>
                {t('wizard.back')}
              </button>
            )}
            <button
              type="submit"
              className="op-button op-button--primary"
              data-testid={last ? 'bw-submit' : 'bw-next'}
              disabled={w.pending}
            >
              {t(last ? 'wizard.submit' : 'wizard.next')}
            </button>
          </div>
        </form>
      </WizardProvider>
      <ClearDraft onClear={w.clear} />
      <p>
        {t('registerType.haveAccount')} <Link to={PORTAL_PATHS.login}>{t('registerType.signIn')}</Link>
      </p>
    </section>
  );
}
