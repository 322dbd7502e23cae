import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalPath, type TAccount, type TCardAction } from '@openportal/contract';
import { ToastHost } from '@openportal/ui';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { actionsOf, kindOf, LIST_PATH } from './card-model.ts';
import { CardFace, useCardName } from './card-tile.tsx';
import { BlockDialog, ReissueDialog, StatusDialog, UpgradeDialog } from './status-dialogs.tsx';
import { LoadDialog } from './load-dialog.tsx';
import { RenameCardDialog } from './rename-card-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { OwnCard } from './own-card.tsx';
import { CardAuthorizations } from './card-authorizations.tsx';
import { CardPlatforms } from './card-platforms.tsx';
import { SpendControls } from './spend-controls.tsx';
import './cards.css';

/** The popups of the detail, one per action; activate and PIN are pages (confirm-card, card/{id}/pin). */
type TPopupAction = Exclude<TCardAction, 'activate' | 'pin' | 'enrollment'>;
const POPUPS: readonly TPopupAction[] = [
  'virtualDetails',
  'load',
  'pause',
  'unpause',
  'rename',
  'reissue',
  'shippingUpgrade',
  'block',
];

function ActionPopup(p: { action: TPopupAction; card: TAccount; others: TAccount[]; onClose: () => void }) {
  switch (p.action) {
    case 'pause':
    case 'unpause':
      return <StatusDialog {...p} action={p.action} />;
    case 'block':
      return <BlockDialog {...p} />;
    case 'reissue':
      return <ReissueDialog {...p} />;
    case 'shippingUpgrade':
      return <UpgradeDialog {...p} />;
    case 'load':
      return <LoadDialog {...p} />;
    case 'rename':
      return <RenameCardDialog {...p} />;
    case 'virtualDetails':
      return <DetailsDialog {...p} />;
  }
}

/** The buttons of the actions CARD_ACTION_RULES allows on the card now, and the pages it links. */
function CardActions({ card, onOpen }: { card: TAccount; onOpen: (a: TPopupAction) => void }) {
  const { t } = useTranslation('cards');
  const allowed = actionsOf(card);
  return (
    <div className="op-card-actions" data-testid="card-actions">
      {allowed.includes('activate') && (
        <Link
          className="op-button op-button--primary"
          to={portalPath('confirmCard', { cardId: card.accountId })}
          data-testid="card-action-activate"
        >
          {t('cards.actions.activate')}
        </Link>
      )}
      {POPUPS.filter((a) => allowed.includes(a)).map((a) => (
        <button key={a} type="button" className="op-button" data-testid={`card-action-${a}`} onClick={() => onOpen(a)}>
          {t(`cards.actions.${a}`)}
        </button>
      ))}
      {allowed.includes('pin') && (
        <Link
          className="op-button"
          to={portalPath('cardPin', { accountId: card.accountId })}
          data-testid="card-action-pin"
        >
          {t('cards.actions.pin')}
        </Link>
      )}
    </div>
  );
}

function CardDetail({ card, others, cardCount }: { card: TAccount; others: TAccount[]; cardCount: number }) {
  const { t } = useTranslation('cards');
  const [open, setOpen] = useState<TPopupAction | null>(null);
  const name = useCardName()(card);
  return (
    <section className="op-card op-cards" data-testid="card-detail" data-account-id={card.accountId}>
      <h1>{name}</h1>
      <ActingFor />
      <CardFace card={card} />
      <CardActions card={card} onOpen={setOpen} />
      {actionsOf(card).length === 0 && (
        <p className="op-muted" data-testid="card-no-actions">
          {t('cards.detail.noActions')}
        </p>
      )}
      {cardCount > 1 && (
        <Link to={portalPath(LIST_PATH[kindOf(card)])} data-testid="card-back">
          {t(`cards.detail.back.${kindOf(card)}`)}
        </Link>
      )}
      <CardPlatforms card={card} />
      <SpendControls card={card} />
      <CardAuthorizations card={card} />
      <Link to={portalPath('addCard')} data-testid="card-apply-another">
        {t('cards.list.apply')}
      </Link>
      {open && <ActionPopup action={open} card={card} others={others} onClose={() => setOpen(null)} />}
      <ToastHost />
    </section>
  );
}

/** `cards/{accountId}`: a card's detail (spec 1 §2), its popups (spec 2 §2) by the action rules (§4). */
export function CardDetailScreen() {
  return (
    <OwnCard param="accountId">{(card, others, n) => <CardDetail card={card} others={others} cardCount={n} />}</OwnCard>
  );
}
