import { createContext, useContext } from 'react';
import type { TPortalPathName } from '@openportal/contract';

/** Which named paths have a screen in this build (a guard never sends anyone to a missing one). */
export type TIsRegistered = (name: TPortalPathName) => boolean;

export const RouteTableContext = createContext<TIsRegistered>(() => false);

export function useIsRegistered(): TIsRegistered {
  return useContext(RouteTableContext);
}
