import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { portalPath } from '@openportal/contract';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { LoadingScreen } from '../../shared/ui/loading.tsx';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { cardsEntry, kindOf, LIST_PATH, listSkip, type TCardKind } from './card-model.ts';
import { CardTile } from './card-tile.tsx';
import { useCards } from './use-cards.ts';
import './cards.css';

/** `cards`: to the physical or the virtual list, by the non-closed prepaid cards owned (spec 1 §2). */
export function CardsEntryScreen() {
  const { cards, loading, error, retry } = useCards();
  if (error) return <ErrorState error={error} onRetry={retry} testId="cards-error" />;
  if (loading) return <LoadingScreen />;
  return <Navigate to={cardsEntry(cards)} replace />;
}

/** The list of one kind; straight to the detail when it is the customer's only card (spec 1 §2). */
function CardList({ kind }: { kind: TCardKind }) {
  const { t } = useTranslation('cards');
  const { cards, loading, error, retry } = useCards();
  if (error) return <ErrorState error={error} onRetry={retry} testId="cards-error" />;
  if (loading) return <LoadingScreen />;
  const skip = listSkip(kind, cards);
  if (skip) return <Navigate to={skip} replace />;
  const mine = cards.filter((c) => kindOf(c) === kind);
  const other: TCardKind = kind === 'physical' ? 'virtual' : 'physical';
  return (
    <section className="op-card op-cards" data-testid={`cards-${kind}`}>
      <h1>{t(`cards.list.title.${kind}`)}</h1>
      <ActingFor />
      <nav className="op-cards__tabs" aria-label={t('cards.list.kinds')}>
        <Link to={portalPath(LIST_PATH[kind])} aria-current="page" data-testid={`cards-tab-${kind}`}>
          {t(`cards.list.tab.${kind}`)}
        </Link>
        <Link to={portalPath(LIST_PATH[other])} data-testid={`cards-tab-${other}`}>
          {t(`cards.list.tab.${other}`)}
        </Link>
      </nav>
      {mine.length === 0 ? (
        <p className="op-empty" data-testid="cards-empty">
          {t(`cards.list.empty.${kind}`)}
        </p>
      ) : (
        <ul className="op-card-tiles">
          {mine.map((c) => (
            <CardTile key={c.accountId} card={c} />
          ))}
        </ul>
      )}
      <Link className="op-button op-button--primary" to={portalPath('addCard')} data-testid="cards-apply">
        {t('cards.list.apply')}
      </Link>
    </section>
  );
}

export const PhysicalCardsScreen = () => <CardList kind="physical" />;
export const VirtualCardsScreen = () => <CardList kind="virtual" />;
