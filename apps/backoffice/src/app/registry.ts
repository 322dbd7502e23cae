import { adminFeature } from '../features/admin/index.ts';
import { analyticsFeature } from '../features/analytics/index.ts';
import { businessFeature } from '../features/business/index.ts';
import { applicationsFeature } from '../features/applications/index.ts';
import { cardsFeature } from '../features/cards/index.ts';
import { identityFeature } from '../features/identity/index.ts';
import { moneyFeature } from '../features/money/index.ts';
import { recoveryFeature } from '../features/recovery/index.ts';
import { kycFeature } from '../features/kyc/index.ts';
import { notificationsFeature } from '../features/notifications/index.ts';
import { supportFeature } from '../features/support/index.ts';
import type { TBackofficeNavItem } from '../shared/feature.ts';

/** Every back-office feature, by domain (the portal's app/registry.ts, for the operators' app). */
export const FEATURES = [
  identityFeature,
  moneyFeature,
  cardsFeature,
  adminFeature,
  recoveryFeature,
  analyticsFeature,
  kycFeature,
  businessFeature,
  applicationsFeature,
  supportFeature,
  notificationsFeature,
] as const;

/** Where the shell starts, and where an unknown path goes. */
export const START_PATH = '/customers';

/** The shell's sections, in their order. */
export const NAV: readonly TBackofficeNavItem[] = FEATURES.flatMap((f) => f.nav ?? []).sort(
  (a, b) => a.order - b.order,
);
