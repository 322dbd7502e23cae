import { useTranslation } from 'react-i18next';
import { cardBinInfo, cardVirtualDetailsGet, type TAccount } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Dialog } from '@openportal/ui';
import { expiryText, groupedNumber } from './card-model.ts';
import { useCardName } from './card-tile.tsx';
import { CardCodeDialog, CodeError } from './card-code-dialog.tsx';
import { useCodeStep } from './use-code-step.ts';

/** The card's scheme and country from its BIN (spec 2 §5: the first 6 digits, spaces removed), and a blocked range. */
function Scheme({ cardNumber }: { cardNumber: string }) {
  const { t } = useTranslation('cards');
  const info = useCall(cardBinInfo, { binNumber: cardNumber.replace(/\s/g, '').slice(0, 6) }).data;
  if (!info) return null;
  return (
    <>
      <dt>{t('cards.details.scheme')}</dt>
      <dd data-testid="card-details-scheme" data-blocked={info.blocked}>
        {[info.brand, info.country].filter(Boolean).join(' · ')}
        {info.blocked && <span className="op-field-error">{t('cards.details.blocked')}</span>}
      </dd>
    </>
  );
}

/** Before the code: why one is sent, and the button that sends it. */
function SendCode(p: {
  title: string;
  busy: boolean;
  error: string | undefined;
  onSend: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cards');
  return (
    <Dialog title={p.title} testId="card-details-dialog" onClose={p.onClose}>
      <p className="op-muted" data-testid="card-code-why">
        {t('cards.code.why')}
      </p>
      <CodeError error={p.error} />
      <div className="op-dialog__actions">
        <button
          className="op-button op-button--primary"
          type="button"
          data-testid="card-code-send"
          disabled={p.busy}
          onClick={p.onSend}
        >
          {t('cards.code.send')}
        </button>
        <button className="op-button" type="button" data-testid="card-cancel" onClick={p.onClose}>
          {t('cards.dialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The card's details (spec 2 §2: virtual card details revealed after a one-time code; §4 when
 * paused, active or expired): number, CVV and expiry, shown only inside this popup and gone when
 * it closes (never cached: a write-like call made on demand). The code is asked in the portal's
 * one code popup.
 */
export function DetailsDialog({ card, onClose }: { card: TAccount; onClose: () => void }) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const reveal = useCallMutation(cardVirtualDetailsGet, { onFailure: false });
  const step = useCodeStep((otp) => reveal.run({ accountId: card.accountId, ...(otp ? { otp } : {}) }));
  const title = t('cards.details.title', { name });
  const d = step.data;
  if (!d && step.asked)
    return <CardCodeDialog step={step} title={title} submitLabel={t('cards.details.show')} onClose={onClose} />;
  if (!d)
    return (
      <SendCode title={title} busy={step.busy} error={step.error} onSend={() => void step.start()} onClose={onClose} />
    );
  return (
    <Dialog title={title} testId="card-details-dialog" onClose={onClose}>
      <dl className="op-card-secret" data-testid="card-details">
        <dt>{t('cards.details.number')}</dt>
        <dd data-testid="card-details-number">{groupedNumber(d.cardNumber)}</dd>
        <dt>{t('cards.details.expiry')}</dt>
        <dd data-testid="card-details-expiry">{expiryText(d.expiryMonth, d.expiryYear)}</dd>
        <dt>{t('cards.details.cvv')}</dt>
        <dd data-testid="card-details-cvv">{d.cvv}</dd>
        <Scheme cardNumber={d.cardNumber} />
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
    </Dialog>
  );
}
