import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardBlock,
  cardPause,
  cardReissue,
  cardReissueShippingUpgrade,
  cardUnpause,
  type Call,
  type TAccount,
} from '@openportal/contract';
import { type TCallRequest, useCallMutation } from '@openportal/contract-client';
import { Dialog, useToasts } from '@openportal/ui';
import { useCardName } from './card-tile.tsx';

/** A popup that asks before one card action: its text, optional fields, confirm and cancel. */
function ConfirmDialog(p: {
  testId: string;
  title: string;
  text: string;
  busy: boolean;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('cards');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onConfirm();
  };
  return (
    <Dialog title={p.title} testId={p.testId} onClose={p.onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <p>{p.text}</p>
        {p.children}
        <div className="op-dialog__actions">
          <button className="op-button op-button--primary" type="submit" data-testid="card-confirm" disabled={p.busy}>
            {p.confirm}
          </button>
          <button className="op-button" type="button" data-testid="card-cancel" onClick={p.onClose}>
            {t('cards.dialog.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type TProps = { card: TAccount; onClose: () => void };

/** Runs a card write; on success a toast says so and the popup closes (a refusal: the error popup). */
export function useCardWrite<C extends Call>(call: C, done: string, onClose: () => void) {
  const { t } = useTranslation('cards');
  const toast = useToasts((s) => s.push);
  const write = useCallMutation(call, { invalidates: ['balanceInquiry'], t });
  return {
    busy: write.isPending,
    run: async (input: TCallRequest<C>) => {
      if (!(await write.run(input)).ok) return;
      toast({ kind: 'success', message: t(done) });
      onClose();
    },
  };
}

/** Pause or unpause (spec 2 §4: pause when active or expired, unpause only when paused). */
export function StatusDialog({ card, onClose, action }: TProps & { action: 'pause' | 'unpause' }) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const write = useCardWrite(action === 'pause' ? cardPause : cardUnpause, `cards.${action}.done`, onClose);
  return (
    <ConfirmDialog
      testId={`card-${action}-dialog`}
      title={t(`${action}.title`)}
      text={t(`${action}.text`, { name })}
      confirm={t(`cards.actions.${action}`)}
      busy={write.busy}
      onConfirm={() => void write.run({ accountId: card.accountId })}
      onClose={onClose}
    />
  );
}

const BLOCK_REASONS = ['lost', 'stolen', 'damaged', 'other'] as const;

/** Cancel (block) a card for good, with the reason (spec 2 §2 popup "cancel"; §4 when paused, active or expired). */
export function BlockDialog({ card, onClose }: TProps) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const [reason, setReason] = useState<(typeof BLOCK_REASONS)[number]>('lost');
  const write = useCardWrite(cardBlock, 'cards.block.done', onClose);
  return (
    <ConfirmDialog
      testId="card-block-dialog"
      title={t('cards.block.title')}
      text={t('cards.block.text', { name })}
      confirm={t('cards.actions.block')}
      busy={write.busy}
      onConfirm={() => void write.run({ accountId: card.accountId, reason })}
      onClose={onClose}
    >
      <label className="op-field">
        <span>{t('cards.block.reason')}</span>
        <select
          data-testid="card-block-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as (typeof BLOCK_REASONS)[number])}
        >
          {BLOCK_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`cards.block.reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
    </ConfirmDialog>
  );
}

/** Reissue (spec 2 §2 popup "reissue"): a new card of the same account; a physical one may ship by express. */
export function ReissueDialog({ card, onClose }: TProps) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const [express, setExpress] = useState(false);
  const write = useCardWrite(cardReissue, 'cards.reissue.done', onClose);
  return (
    <ConfirmDialog
      testId="card-reissue-dialog"
      title={t('cards.reissue.title')}
      text={t('cards.reissue.text', { name })}
      confirm={t('cards.actions.reissue')}
      busy={write.busy}
      onConfirm={() => void write.run({ accountId: card.accountId, isExpressShipping: express })}
      onClose={onClose}
    >
      {!card.cardIsVirtual && (
        <label className="op-check">
          <input
            type="checkbox"
            data-testid="card-reissue-express"
            checked={express}
            onChange={(e) => setExpress(e.target.checked)}
          />
          <span>{t('cards.reissue.express')}</span>
        </label>
      )}
    </ConfirmDialog>
  );
}

/** The express upgrade of a physical card not shipped yet (cardReissueShippingUpgrade). */
export function UpgradeDialog({ card, onClose }: TProps) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const write = useCardWrite(cardReissueShippingUpgrade, 'cards.shippingUpgrade.done', onClose);
  return (
    <ConfirmDialog
      testId="card-upgrade-dialog"
      title={t('cards.shippingUpgrade.title')}
      text={t('cards.shippingUpgrade.text', { name })}
      confirm={t('cards.actions.shippingUpgrade')}
      busy={write.busy}
      onConfirm={() => void write.run({ accountId: card.accountId })}
      onClose={onClose}
    />
  );
}
