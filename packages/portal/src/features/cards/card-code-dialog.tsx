import { useTranslation } from 'react-i18next';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import type { TCodeStep } from './use-code-step.ts';

/**
 * The one-time code popup of a card secret (spec 2 §2 SMS code popup): the portal's one code form
 * (`shared/ui/code-dialog.tsx`) with the cards' texts, test ids `card-code-*`, a new code on
 * "Send a new code" (the call again without `otp`).
 */
export function CardCodeDialog<T>(p: {
  step: TCodeStep<T>;
  title: string;
  submitLabel: string;
  /** Default: back to where the code was asked from. */
  onClose?: () => void;
}) {
  const { t } = useTranslation('cards');
  return (
    <CodeDialog
      title={p.title}
      hint={t('cards.code.sent')}
      testId="card-code-dialog"
      parts="card-code"
      field="otp"
      label={t('cards.code.label')}
      submitLabel={p.submitLabel}
      resendLabel={t('cards.code.resend')}
      cancelLabel={t('cards.dialog.cancel')}
      pattern={/^[0-9]{6}$/}
      resending={p.step.busy}
      onSubmit={p.step.confirm}
      onResend={() => void p.step.start()}
      onClose={p.onClose ?? p.step.cancel}
    />
  );
}

/** Why a card call was refused before its code was asked (e.g. a card not the customer's). */
export function CodeError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="op-field-error" role="alert" data-testid="card-code-error">
      {error}
    </p>
  );
}
