import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalPath, type TAccount } from '@openportal/contract';
import { MoneyText } from '@openportal/ui';
import { labelled } from '../../shared/ui/text.ts';
import { actionsOf, expiryText, kindOf, statusName } from './card-model.ts';

/** A card's name: its alias (cardAliasNameSet), else "Virtual card 12" / "Card 12". */
export function useCardName() {
  const { t } = useTranslation('cards');
  return (c: TAccount) => c.cardAliasName ?? t(`cards.card.name.${kindOf(c)}`, { id: c.accountId });
}

/** The card's picture: name, status, balance and expiry, in the brand's colours. */
export function CardFace({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  const status = statusName(card.accountStatusId);
  return (
    <div className="op-card-face" data-kind={kindOf(card)} data-status={status}>
      <span className="op-card-face__name" data-testid="card-name">
        {name}
      </span>
      <span className="op-card-face__status" data-testid="card-status" data-status-id={card.accountStatusId}>
        {t(`cards.status.${status}`)}
      </span>
      <strong className="op-card-face__balance">
        <MoneyText amount={card.balance} currency={card.currencyCode} testId="card-balance" />
      </strong>
      <span className="op-card-face__meta">
        {t(`cards.kind.${kindOf(card)}`)}
        {card.cardExpiryMonth !== null && (
          <span data-testid="card-expiry">
            {labelled(t('cards.card.expiry'), expiryText(card.cardExpiryMonth, card.cardExpiryYear))}
          </span>
        )}
      </span>
    </div>
  );
}

/** One card of a list: its face, a link to its detail, and "Activate" when the rules allow it. */
export function CardTile({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const name = useCardName()(card);
  return (
    <li className="op-card-tile" data-testid="card-row" data-account-id={card.accountId}>
      <CardFace card={card} />
      <div className="op-card-tile__links">
        <Link
          to={portalPath('cardDetail', { accountId: card.accountId })}
          data-testid="card-open"
          aria-label={t('cards.list.openLabel', { name })}
        >
          {t('cards.list.open')}
        </Link>
        {actionsOf(card).includes('activate') && (
          <Link to={portalPath('confirmCard', { cardId: card.accountId })} data-testid="card-activate-link">
            {t('cards.actions.activate')}
          </Link>
        )}
      </div>
    </li>
  );
}
