import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * Cards (spec 1 §2 and spec 2 §2 card routes, issue 24): the `cards` entry and its redirect rule,
 * the physical and virtual lists, a card's detail with its popups (actions only where contract
 * CARD_ACTION_RULES allows), the PIN page, applying (add-card) and activating (confirm-card).
 * Every brand has cards (no brand flag: spec 1 §3 names none).
 */
export const cardsFeature: TFeature = {
  id: 'cards',
  layout: 'main',
  namespace: 'cards',
  routes: [
    {
      path: 'cards',
      screen: /* @__PURE__ */ lazy(() => import('./cards-screen.tsx').then((m) => ({ default: m.CardsEntryScreen }))),
    },
    {
      path: 'cardsPhysical',
      screen: /* @__PURE__ */ lazy(() =>
        import('./cards-screen.tsx').then((m) => ({ default: m.PhysicalCardsScreen })),
      ),
    },
    {
      path: 'cardsVirtual',
      screen: /* @__PURE__ */ lazy(() => import('./cards-screen.tsx').then((m) => ({ default: m.VirtualCardsScreen }))),
    },
    {
      path: 'cardDetail',
      screen: /* @__PURE__ */ lazy(() =>
        import('./card-detail-screen.tsx').then((m) => ({ default: m.CardDetailScreen })),
      ),
    },
    {
      path: 'cardPin',
      screen: /* @__PURE__ */ lazy(() => import('./card-pin-screen.tsx').then((m) => ({ default: m.CardPinScreen }))),
    },
    {
      path: 'addCard',
      screen: /* @__PURE__ */ lazy(() => import('./add-card-screen.tsx').then((m) => ({ default: m.AddCardScreen }))),
    },
    {
      path: 'confirmCard',
      screen: /* @__PURE__ */ lazy(() =>
        import('./confirm-card-screen.tsx').then((m) => ({ default: m.ConfirmCardScreen })),
      ),
    },
  ],
  nav: [{ path: 'cards', labelKey: 'nav.cards', testId: 'nav-cards', order: 15 }],
  realtime: {
    BalanceChanged: ['balanceInquiry', 'debitCardAuthorizationList'],
    TransactionCreated: ['debitCardAuthorizationList'],
  },
};
