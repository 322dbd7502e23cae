import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@openportal/ui';
import './transfers.css';

/** One figure of a review: its label, its value, and the value's test id. */
export interface TReviewLine {
  label: string;
  value: string;
  testId: string;
}

/**
 * THE review of a payment before money moves (issue 20 §7; one dialog for every payment, the
 * issue's review): its figures (from, to, amount, fee, rate, what arrives, when...), "Back" to
 * the form with its values, and "Send", the only way to submit, enabled once every figure is
 * known (`ready`), so nothing is sent unseen. Test ids: `{testId}`, `{testId}-back`, `{testId}-send`.
 */
export function ReviewDialog(p: {
  title: string;
  testId: string;
  lines: readonly (TReviewLine | false | undefined | null | '')[];
  ready: boolean;
  sending: boolean;
  onSend: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog title={p.title} testId={p.testId} onClose={p.onBack}>
      <dl className="op-review">
        {p.lines.map(
          (l) =>
            l && (
              <Fragment key={l.testId}>
                <dt>{l.label}</dt>
                <dd data-testid={l.testId}>{l.value}</dd>
              </Fragment>
            ),
        )}
      </dl>
      <div className="op-dialog__actions">
        <button type="button" className="op-button" data-testid={`${p.testId}-back`} onClick={p.onBack}>
          {t('review.back')}
        </button>
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid={`${p.testId}-send`}
          disabled={p.sending || !p.ready}
          onClick={p.onSend}
        >
          {t('review.send')}
        </button>
      </div>
    </Dialog>
  );
}
