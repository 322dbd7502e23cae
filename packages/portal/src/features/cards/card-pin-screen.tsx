import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardPinChange, cardPinGet, cardPinShow, portalPath, type TAccount } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { TextField, ToastHost, useToasts } from '@openportal/ui';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { actionsOf } from './card-model.ts';
import { CardFace, useCardName } from './card-tile.tsx';
import { CardCodeDialog, CodeError } from './card-code-dialog.tsx';
import { OwnCard } from './own-card.tsx';
import { useCodeStep } from './use-code-step.ts';
import './cards.css';

/**
 * The PIN behind a one-time code for this card (the shared code popup). Spec 2 §7 names "show pin"
 * and "get pin" apart; ours: a virtual card's PIN is shown (cardPinShow), a physical card's is got
 * (cardPinGet: the PIN of the card in the hand, which its activation never answers).
 */
function ShowPin({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const show = useCallMutation(cardPinShow, { onFailure: false });
  const get = useCallMutation(cardPinGet, { onFailure: false });
  const read = card.cardIsVirtual ? show : get;
  const step = useCodeStep((otp) => read.run({ accountId: card.accountId, ...(otp ? { otp } : {}) }));
  return (
    <section className="op-cards" data-testid="card-pin-show">
      <h2>{t('cards.pin.showTitle')}</h2>
      {step.data ? (
        <p>
          <strong className="op-card-pin" data-testid="card-pin-value">
            {step.data.pin}
          </strong>
        </p>
      ) : (
        <>
          <p className="op-muted">{t('cards.code.why')}</p>
          <CodeError error={step.error} />
          <button
            className="op-button"
            type="button"
            data-testid="card-pin-show-open"
            disabled={step.busy}
            onClick={() => void step.start()}
          >
            {t('cards.pin.show')}
          </button>
        </>
      )}
      {step.asked && <CardCodeDialog step={step} title={t('cards.pin.showTitle')} submitLabel={t('cards.pin.show')} />}
    </section>
  );
}

const PIN = /^[0-9]{4}$/;

/** Change the PIN (spec 2 §5: PIN and repeat, equal), confirmed with a one-time code (the shared code popup). */
function ChangePin({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const toast = useToasts((s) => s.push);
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const change = useCallMutation(cardPinChange, { onFailure: false });
  const step = useCodeStep(
    (otp) => change.run({ accountId: card.accountId, pin, pinRepeat: repeat, ...(otp ? { otp } : {}) }),
    () => {
      toast({ kind: 'success', message: t('cards.pin.changed') });
      setPin('');
      setRepeat('');
    },
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    const bad = {
      ...(PIN.test(pin) ? {} : { pin: t('cards.pin.errors.format') }),
      ...(PIN.test(repeat) && repeat === pin ? {} : { pinRepeat: t('cards.pin.errors.repeat') }),
    };
    setLocal(bad);
    if (Object.keys(bad).length === 0) void step.start();
  }
  const errors = { ...step.fields, ...local };
  const pinField = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } as const;
  return (
    <section className="op-cards" data-testid="card-pin-change">
      <h2>{t('cards.pin.changeTitle')}</h2>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField
          {...pinField}
          label={t('cards.pin.new')}
          testId="card-pin-new"
          field="pin"
          value={pin}
          onValue={setPin}
          error={errors['pin']}
        />
        <TextField
          {...pinField}
          label={t('cards.pin.repeat')}
          testId="card-pin-repeat"
          field="pinRepeat"
          value={repeat}
          onValue={setRepeat}
          error={errors['pinRepeat']}
        />
        <CodeError error={step.error} />
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="card-pin-submit"
            disabled={step.busy}
          >
            {t('cards.pin.change')}
          </button>
        </div>
      </form>
      {step.asked && (
        <CardCodeDialog step={step} title={t('cards.pin.changeTitle')} submitLabel={t('cards.pin.change')} />
      )}
    </section>
  );
}

function PinPage({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const allowed = actionsOf(card).includes('pin');
  return (
    <section className="op-card op-cards" data-testid="card-pin" data-account-id={card.accountId}>
      <h1>{t('cards.pin.title', { name })}</h1>
      <ActingFor />
      <CardFace card={card} />
      {allowed ? (
        <>
          <ShowPin card={card} />
          <ChangePin card={card} />
        </>
      ) : (
        <p className="op-notice" data-testid="card-pin-not-allowed">
          {t('cards.pin.notAllowed')}
        </p>
      )}
      <Link to={portalPath('cardDetail', { accountId: card.accountId })} data-testid="card-pin-back">
        {t('cards.pin.back')}
      </Link>
      <ToastHost />
    </section>
  );
}

/** `card/{accountId}/pin`: the PIN page (spec 1 §2), for the customer's own non-closed prepaid card. */
export function CardPinScreen() {
  return <OwnCard param="accountId">{(card) => <PinPage card={card} />}</OwnCard>;
}
