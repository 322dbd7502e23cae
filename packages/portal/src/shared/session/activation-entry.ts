import { PORTAL_PATHS, readEntryQuery } from '@openportal/contract';

/** Activation links may land on `/` (spec 1 §2 query `action`): send them to /activate before any guard. */
export function isActivationEntry(pathname: string, search: string): boolean {
  return pathname === PORTAL_PATHS.home && readEntryQuery(search).action === 'activation';
}
