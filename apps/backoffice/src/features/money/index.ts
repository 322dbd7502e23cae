import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Money settings: exchange rates and spreads, fees and limits (each with its four-eyes changes). */
export const moneyFeature: TBackofficeFeature = {
  id: 'money',
  routes: [
    { path: 'fx-rates', screen: lazy(() => import('./fx-rates.tsx').then((m) => ({ default: m.FxRatesScreen }))) },
    { path: 'fees', screen: lazy(() => import('./fees.tsx').then((m) => ({ default: m.FeesScreen }))) },
  ],
  nav: [
    { path: '/fx-rates', labelKey: 'app.nav.fx', call: 'adminFxRateList', order: 20 },
    { path: '/fees', labelKey: 'app.nav.fees', call: 'adminFeeList', order: 30 },
  ],
};
