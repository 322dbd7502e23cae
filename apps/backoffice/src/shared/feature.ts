import type { ComponentType, LazyExoticComponent } from 'react';
import type { TBackofficeCall } from '../api/access.ts';

/**
 * A back-office route: a path under the shell (react-router syntax, no leading slash, e.g.
 * `customers/:customerId`) and its lazy screen (its own chunk, with its own CSS).
 */
export interface TBackofficeRoute {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

/**
 * A section in the shell's navigation. `call` is the call the section needs: the operator sees
 * the section only if `adminAccess` lists it, i.e. the call's `adminRoles` in the contract
 * include one of the operator's roles (superadmin sees all). Core still checks every call.
 */
export interface TBackofficeNavItem {
  path: string;
  labelKey: string;
  call: TBackofficeCall;
  order: number;
}

/**
 * A back-office feature's registration (the portal's `TFeature`, smaller): its routes and its
 * sections. The app (app/registry.ts) mounts them; a feature never imports another feature or
 * the app (lint `boundaries/backoffice-layers`).
 */
export interface TBackofficeFeature {
  id: string;
  routes: readonly TBackofficeRoute[];
  nav?: readonly TBackofficeNavItem[];
}
