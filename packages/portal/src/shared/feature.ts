import type { ComponentType, LazyExoticComponent } from 'react';
import type { TFeatureFlag } from '@openportal/brand-kit';
import type { TCallKey, TPortalPathName, TRealtimeEvent } from '@openportal/contract';
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
  /** Key in the `common` namespace (the navigation shows before any feature's catalogue loads). */
  labelKey: string;
  testId: string;
  order: number;
}

/** What a realtime event makes stale: the calls whose cached answers are invalidated. */
export type TRealtimeHandlers = Partial<Record<TRealtimeEvent['type'], readonly TCallKey[]>>;

/**
 * A feature's registration: everything the app needs to mount it, and the contract calls it uses
 * (by name, so listing them costs no bundle bytes; the coverage script reads these lists).
 */
export interface TFeature {
  id: string;
  layout: TLayoutKind;
  routes: readonly TFeatureRoute[];
  /** The brand flag that must be on (the registry also drops the import at compile time). */
  flag?: TFeatureFlag;
  namespace: TNamespace;
  nav?: readonly TNavItem[];
  realtime?: TRealtimeHandlers;
  calls: readonly TCallKey[];
}
