import type { ComponentType, LazyExoticComponent } from 'react';
import type { TFeatureFlag } from '@openportal/brand-kit';
import type { TCallId, TPortalPathName, TRealtimeEvent } from '@openportal/contract';
import type { TNamespace } from '@openportal/i18n';

/** Which chrome a screen shows: public card, reduced (restricted) chrome, or the full signed-in shell. */
export type TLayoutKind = 'public' | 'restricted' | 'main';

/** Named guards a route may ask for beyond its layout's own (see app/guards.ts). */
export type TGuardName = 'allowRegistration';

export interface TFeatureRoute {
  path: TPortalPathName;
  /** A lazy screen (its own chunk) or, for a redirect, the path name to go to. */
  screen?: LazyExoticComponent<ComponentType>;
  redirectTo?: TPortalPathName;
  /** Also match everything under the path (e.g. /legal/{slug}/...). */
  splat?: boolean;
  guards?: readonly TGuardName[];
}

export interface TNavItem {
  path: TPortalPathName;
  /** Shown to business customers only (the feature's `businessOnly`, set by the route table). */
  businessOnly?: boolean;
  /** Key in the `common` namespace (the navigation shows before any feature's catalogue loads). */
  labelKey: string;
  testId: string;
  order: number;
  /** A count beside the label: `approvals`, the payments waiting for the user's approval (approvalNotificationsCount). */
  badge?: 'approvals';
}

/**
 * What a realtime event makes stale: the calls whose cached answers are invalidated, by cache id
 * (`TCallId`, a type derived from the contract: a method call's name, a REST call's verb and
 * path, e.g. 'GET /auth/devices'; a call the contract does not have fails the typecheck). Not
 * the descriptor, which would pull its schemas into the first chunk with the feature's index.
 */
export type TRealtimeHandlers = Partial<Record<TRealtimeEvent['type'], readonly TCallId[]>>;

/**
 * A feature's registration: everything the app needs to mount it. The contract calls it uses are
 * not listed: they are its named imports (the coverage script reads the source; the brand build
 * test reads the contract's `feature` of each call).
 */
export interface TFeature {
  id: string;
  layout: TLayoutKind;
  routes: readonly TFeatureRoute[];
  /** Only for a business customer: a personal one sees no entry and is sent home from its paths. */
  businessOnly?: boolean;
  /** The brand flag that must be on (the registry also drops the import at compile time). */
  flag?: TFeatureFlag;
  namespace: TNamespace;
  nav?: readonly TNavItem[];
  realtime?: TRealtimeHandlers;
}
