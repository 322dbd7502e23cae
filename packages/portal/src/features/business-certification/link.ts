import { createContext, useContext } from 'react';
import { STORAGE_KEYS } from '../../shared/storage-keys.ts';

/**
 * The representative's link (spec 1 §2 /self-certification-representative: "an authSecret in
 * the query or already held"): the query's wins and is held for the tab (the e-sign page sends
 * them back without it); none: null.
 */
export function takeLink(search: string, tab: Storage): string | null {
  const fromQuery = new URLSearchParams(search).get('authSecret');
  if (fromQuery) tab.setItem(STORAGE_KEYS.representativeLink, fromQuery);
  return fromQuery || tab.getItem(STORAGE_KEYS.representativeLink);
}

/** Forgets the held link (spent by the submission, or refused). */
export function dropLink(tab: Storage): void {
  tab.removeItem(STORAGE_KEYS.representativeLink);
}

/** The link the certification's calls go with; undefined: the signed-in user's session. */
export const LinkContext = /* @__PURE__ */ createContext<string | undefined>(undefined);
export const useLinkSecret = () => useContext(LinkContext);
