import { useTranslation } from 'react-i18next';
import {
  businessRepresentativeFatcaCrsCertificationGet,
  declarationsGet,
  declarationsSend,
  prohibitedEscortStatementsGet,
  prohibitedEscortStatementsSend,
  type TCallId,
} from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { FatcaForm } from './fatca-form.tsx';
import { useLinkSecret } from './link.ts';
import { StatementsStep } from './statements-step.tsx';
import { currentStep, signedWForm, STEPS, type TStep } from './steps.ts';
import { WFormStep } from './w-form-step.tsx';

/** What a signed-in user's submission makes stale: their status and the company's lists. */
const AFTER_SUBMIT: readonly TCallId[] = [
  'businessRepresentativeFatcaCrsCertificationGet',
  'userAccessInfoGet',
  'businessDirectorList',
  'businessShareholderList',
  'businessUserList',
];

/** The representative's certification reads, with their link when they came by one. */
export function useCertificationReads() {
  const authSecret = useLinkSecret();
  return {
    cert: useCall(businessRepresentativeFatcaCrsCertificationGet, {}, { authSecret }),
    declarations: useCall(declarationsGet, {}, { authSecret }),
    statements: useCall(prohibitedEscortStatementsGet, {}, { authSecret }),
  };
}

/**
 * One representative's self-certification, one step at a time (steps.ts), then done. Through a
 * link nothing is read again after the submission (the link is spent: a read would be refused).
 */
export function CertificationWizard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('certification');
  const linked = useLinkSecret() !== undefined;
  const { cert, declarations, statements } = useCertificationReads();
  const failed = [cert, declarations, statements].find((r) => r.isError);
  if (failed?.error)
    return <ErrorState error={failed.error.error} onRetry={() => void failed.refetch()} testId="cert-error" />;
  if (!cert.data || !declarations.data || !statements.data) return <Skeleton lines={4} />;
  const state = {
    entityType: cert.data.fatcaCrsCertificationInfo.entityType,
    declarations: declarations.data.declarations,
    statements: statements.data.statements,
    documents: cert.data.documents,
  };
  const step = currentStep(state);
  return (
    <div className="op-stack" data-testid="cert-wizard" data-step={step}>
      <StepList step={step} />
      {step === 'done' && (
        <p className="op-notice" data-testid="cert-done">
          {t('certification.done')}
        </p>
      )}
      {step === 'declarations' && (
        <StatementsStep
          kind="declarations"
          items={state.declarations}
          call={declarationsSend}
          invalidates={['declarationsGet']}
        />
      )}
      {step === 'statements' && (
        <StatementsStep
          kind="statements"
          items={state.statements}
          call={prohibitedEscortStatementsSend}
          invalidates={['prohibitedEscortStatementsGet']}
        />
      )}
      {step === 'wForm' && <WFormStep documents={state.documents} />}
      {step === 'fatca' && (
        <FatcaForm
          isUSTaxPayer={signedWForm(state.documents)?.type === 'W9'}
          invalidates={linked ? [] : AFTER_SUBMIT}
          onDone={onDone}
        />
      )}
    </div>
  );
}

/** The steps with the one shown marked (aria-current) and those given ticked. */
function StepList({ step }: { step: TStep }) {
  const { t } = useTranslation('certification');
  const at = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  return (
    <ol className="op-row" data-testid="cert-steps">
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === at ? 'step' : undefined} data-done={i < at ? 'true' : undefined}>
          {t(`certification.steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}
