import { PORTAL_PATHS, readEntryQuery } from '@openportal/contract';

/** The three activation actions of spec 1 §4 (personal, a company's registrant, a company's user). */
export const ACTIVATION_ACTIONS: readonly string[] = ['activation', 'activationBusiness', 'activationEmployee'];

/** Activation links may land on `/` (spec 1 §2 query `action`): send them to /activate before any guard. */
export function isActivationEntry(pathname: string, search: string): boolean {
  return pathname === PORTAL_PATHS.home && ACTIVATION_ACTIONS.includes(readEntryQuery(search).action);
}
