import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { TAccount } from '@openportal/contract';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { LoadingScreen } from '../../shared/ui/loading.tsx';
import { detailFallback } from './card-model.ts';
import { useCards } from './use-cards.ts';

/**
 * The card of the path's `{accountId}` (`{cardId}` on confirm-card) when it is the customer's
 * own non-closed prepaid card, given to `children` with the other accounts; otherwise the cards
 * list when several card accounts exist, else home (spec 1 §2).
 */
export function OwnCard({
  param,
  children,
}: {
  param: 'accountId' | 'cardId';
  children: (card: TAccount, others: TAccount[], cardCount: number) => ReactNode;
}) {
  const raw = useParams()[param] ?? '';
  const accountId = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : 0;
  const { cards, others, loading, fetching, error, retry } = useCards();
  if (error) return <ErrorState error={error} onRetry={retry} testId="cards-error" />;
  if (loading) return <LoadingScreen />;
  const away = detailFallback(accountId, cards);
  if (away && fetching) return <LoadingScreen />;
  if (away) return <Navigate to={away} replace />;
  return (
    <>
      {children(
        cards.find((c) => c.accountId === accountId)!,
        others,
        cards.length,
      )}
    </>
  );
}
