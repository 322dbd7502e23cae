import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_MODES, customerInfoGet, TWO_STEP_MODES, TWO_STEP_TYPE_MODES } from '@openportal/contract';
import { useCall } from '../../shared/query/use-call.ts';
import { labelled } from '../../shared/ui/text.ts';
import { CodeDialog } from './code-dialog.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { useTwoStep, type TPendingTwoStep, type TTwoStepMode, type TTwoStepScope } from './use-two-step.ts';

const MODE_OF_APPROVAL: Record<number, TTwoStepMode> = {
  [APPROVAL_MODES.none]: 'no',
  [APPROVAL_MODES.push]: 'push',
  [APPROVAL_MODES.sms]: 'sms',
  [APPROVAL_MODES.otp]: 'otp',
};
const asMode = (v: string | undefined): TTwoStepMode =>
  (TWO_STEP_MODES as readonly string[]).includes(v ?? '') ? (v as TTwoStepMode) : 'no';

/** The 2FA mode popup: one choice of mode for a scope. */
function ModeDialog(props: {
  scope: TTwoStepScope;
  current: TTwoStepMode;
  onChosen: (m: TTwoStepMode) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const [mode, setMode] = useState<TTwoStepMode>(props.current);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onChosen(mode);
  };
  return (
    <Dialog
      title={t('twoStep.choose', { scope: t(`twoStep.${props.scope}`) })}
      testId="two-step-dialog"
      onClose={props.onCancel}
    >
      <form onSubmit={submit}>
        {TWO_STEP_MODES.map((m) => (
          <label key={m} className="op-check">
            <input
              type="radio"
              name="two-step-mode"
              value={m}
              data-testid={`two-step-mode-${m}`}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            <span>{t(`twoStep.mode.${m}`)}</span>
          </label>
        ))}
        <div className="op-dialog__actions">
          <button className="op-button op-button--primary" type="submit" data-testid="two-step-save">
            {t('twoStep.save')}
          </button>
          <button className="op-button" type="button" onClick={props.onCancel}>
            {t('twoStep.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The code popup of a pending change: an SMS code, or the authenticator's (with a new key once). */
function ConfirmDialog({ pending, flow }: { pending: TPendingTwoStep; flow: ReturnType<typeof useTwoStep> }) {
  const { t } = useTranslation('security');
  return (
    <CodeDialog
      title={t('code.title')}
      hint={pending.factor === 'sms' ? t('code.sent') : t('code.authenticator')}
      testId="two-step-code"
      onSubmit={flow.confirm}
      onCancel={flow.cancel}
    >
      {pending.secret && (
        <>
          <p>{t('twoStep.otpIntro')}</p>
          <p className="op-secret" data-testid="two-step-secret">
            {labelled(t('twoStep.otpKey'), pending.secret)}
          </p>
        </>
      )}
    </CodeDialog>
  );
}

/** Two-step verification on the settings hub: the mode per scope, changed through the popups. */
export function TwoStepSection() {
  const { t } = useTranslation('security');
  const info = useCall(customerInfoGet, {});
  const flow = useTwoStep();
  const [scope, setScope] = useState<TTwoStepScope | null>(null);
  const c = info.data?.customerInfo;
  const current: Record<TTwoStepScope, TTwoStepMode> = {
    login: asMode(c?.login2faMode),
    transaction: MODE_OF_APPROVAL[c?.transactionApproveMode ?? 0] ?? 'no',
  };
  return (
    <section className="op-card" data-testid="two-step">
      <h2>{t('twoStep.title')}</h2>
      {TWO_STEP_TYPE_MODES.map((s) => (
        <div className="op-row" key={s}>
          <span data-testid={`two-step-current-${s}`} data-mode={current[s]}>
            {labelled(t(`twoStep.${s}`), t(`twoStep.mode.${current[s]}`))}
          </span>
          <button className="op-button" type="button" data-testid={`two-step-change-${s}`} onClick={() => setScope(s)}>
            {t('twoStep.change')}
          </button>
        </div>
      ))}
      {scope && (
        <ModeDialog
          scope={scope}
          current={current[scope]}
          onCancel={() => setScope(null)}
          onChosen={(mode) => {
            setScope(null);
            void flow.start(mode, scope, current[scope]);
          }}
        />
      )}
      {flow.pending && <ConfirmDialog pending={flow.pending} flow={flow} />}
    </section>
  );
}
