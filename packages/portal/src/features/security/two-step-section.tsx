import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_STEP_MODES, TWO_STEP_TYPE_MODES, userAccessInfoGet } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import { labelled } from '../../shared/ui/text.ts';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import { Dialog } from '@openportal/ui';
import { useCodeFields, useTwoStepModes } from './factor-hint.ts';
import { useTwoStep, type TPendingTwoStep, type TTwoStepMode, type TTwoStepScope } from './use-two-step.ts';

/** The 2FA mode popup: one choice of mode for a scope. */
function ModeDialog(props: {
  scope: TTwoStepScope;
  current: TTwoStepMode;
  /** The brand's strict move to push sign-in (isStrictMode): push may not be left. */
  locked: boolean;
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
        {props.locked && (
          <p className="op-hint" data-testid="two-step-strict">
            {t('twoStep.strictPush')}
          </p>
        )}
        {TWO_STEP_MODES.map((m) => (
          <label key={m} className="op-check">
            <input
              type="radio"
              name="two-step-mode"
              value={m}
              data-testid={`two-step-mode-${m}`}
              checked={mode === m}
              disabled={props.locked && m !== 'push'}
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

/**
 * The code popup of a pending change: the current factor's code (issue 18), and when a new
 * authenticator is set up its QR code (of the answer's otpauthUrl), its key and its first code.
 */
function ConfirmDialog(props: { pending: TPendingTwoStep; hint: string; flow: ReturnType<typeof useTwoStep> }) {
  const { t } = useTranslation('security');
  const { pending, flow } = props;
  const codeFields = useCodeFields();
  return (
    <CodeDialog
      {...codeFields}
      title={t('code.title')}
      hint={props.hint}
      testId="two-step-code"
      onSubmit={flow.confirm}
      onClose={flow.cancel}
      second={pending.secret ? { label: t('twoStep.otpCode'), testId: 'two-step-otp' } : undefined}
    >
      {pending.secret && (
        <>
          <p>{t('twoStep.otpIntro')}</p>
          {pending.otpauthUrl && <QrCode text={pending.otpauthUrl} label={t('twoStep.otpQr')} testId="two-step-qr" />}
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
  const { current, factorHint } = useTwoStepModes();
  const flow = useTwoStep();
  const [scope, setScope] = useState<TTwoStepScope | null>(null);
  const strict = useCall(userAccessInfoGet, {}).data?.userAccessInfo.isStrictMode === true;
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
          locked={strict && scope === 'login' && current.login === 'push'}
          onCancel={() => setScope(null)}
          onChosen={(mode) => {
            setScope(null);
            void flow.start(mode, scope, current[scope]);
          }}
        />
      )}
      {flow.pending && <ConfirmDialog pending={flow.pending} hint={t(factorHint)} flow={flow} />}
    </section>
  );
}
