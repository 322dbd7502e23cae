import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardAliasNameSet, type TAccount } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { Dialog, TextField, useToasts } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { useCardName } from './card-tile.tsx';

/** Rename a card (spec 2 §2 popup "rename"; §4 when paused, active or expired): cardAliasNameSet. */
export function RenameCardDialog({ card, onClose }: { card: TAccount; onClose: () => void }) {
  const { t } = useTranslation('cards');
  const toast = useToasts((s) => s.push);
  const shown = useCardName()(card);
  const [name, setName] = useState(card.cardAliasName ?? '');
  const [error, setError] = useState<string | undefined>();
  const rename = useCallMutation(cardAliasNameSet, {
    invalidates: ['balanceInquiry'],
    onFailure: (e) => setError(fieldErrors(e, t)['cardAliasName'] ?? chooseMessage(e, t)),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = name.trim();
    const bad = !v ? t('cards.rename.errors.required') : v.length > 50 ? t('cards.rename.errors.tooLong') : undefined;
    setError(bad);
    if (bad) return;
    if (!(await rename.run({ accountId: card.accountId, cardAliasName: v })).ok) return;
    toast({ kind: 'success', message: t('cards.rename.done') });
    onClose();
  }
  return (
    <Dialog title={t('cards.rename.title')} testId="card-rename-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField
          label={t('cards.rename.name')}
          testId="card-rename-name"
          field="cardAliasName"
          value={name}
          onValue={setName}
          error={error}
          placeholder={shown}
          autoComplete="off"
          maxLength={60}
        />
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="card-rename-save"
            disabled={rename.isPending}
          >
            {t('cards.rename.save')}
          </button>
          <button className="op-button" type="button" data-testid="card-cancel" onClick={onClose}>
            {t('cards.dialog.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
