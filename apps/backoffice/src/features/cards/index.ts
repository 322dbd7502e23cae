import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** The card console (issue 24): find a card, see its lifecycle and authorizations, block it for fraud. */
export const cardsFeature: TBackofficeFeature = {
  id: 'cards',
  routes: [
    { path: 'cards', screen: lazy(() => import('./cards.tsx').then((m) => ({ default: m.CardsScreen }))) },
    {
      path: 'cards/:accountId',
      screen: lazy(() => import('./card-view.tsx').then((m) => ({ default: m.CardViewScreen }))),
    },
  ],
  nav: [{ path: '/cards', labelKey: 'cards.nav', call: 'adminCardSearch', order: 15 }],
};
