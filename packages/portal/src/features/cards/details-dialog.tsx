import { useTranslation } from 'react-i18next';
import { cardVirtualDetailsGet, type TAccount } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { Dialog } from '@openportal/ui';
import { expiryText, groupedNumber } from './card-model.ts';
import { useCardName } from './card-tile.tsx';
import { CodeForm } from './code-form.tsx';
import { useCodeStep } from './use-code-step.ts';

/**
 * The card's details (spec 2 §2: virtual card details revealed after a one-time code; §4 when
 * paused, active or expired): number, CVV and expiry, shown only inside this popup and gone when
 * it closes (never cached: a write-like call made on demand).
 */
export function DetailsDialog({ card, onClose }: { card: TAccount; onClose: () => void }) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const reveal = useCallMutation(cardVirtualDetailsGet, { onFailure: false });
  const step = useCodeStep((otp) => reveal.run({ accountId: card.accountId, ...(otp ? { otp } : {}) }));
  const d = step.data;
  return (
    <Dialog title={t('cards.details.title', { name })} testId="card-details-dialog" onClose={onClose}>
      {d ? (
        <>
          <dl className="op-card-secret" data-testid="card-details">
            <dt>{t('cards.details.number')}</dt>
            <dd data-testid="card-details-number">{groupedNumber(d.cardNumber)}</dd>
            <dt>{t('cards.details.expiry')}</dt>
            <dd data-testid="card-details-expiry">{expiryText(d.expiryMonth, d.expiryYear)}</dd>
            <dt>{t('cards.details.cvv')}</dt>
            <dd data-testid="card-details-cvv">{d.cvv}</dd>
          </dl>
          <div className="op-dialog__actions">
            <button
              className="op-button op-button--primary"
              type="button"
              data-testid="card-details-close"
              onClick={onClose}
            >
              {t('cards.dialog.close')}
            </button>
          </div>
        </>
      ) : (
        <CodeForm
          asked={step.asked}
          busy={step.busy}
          error={step.error}
          submitLabel={t('cards.details.show')}
          onSend={() => void step.run()}
          onCode={(code) => void step.run(code)}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
