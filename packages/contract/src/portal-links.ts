import { ACTIVATION_ACTIONS } from './enums/identity.ts';

/**
 * Portal paths and entry query parameters that another service writes (spec 1 §1 "Query
 * parameters handled on entry", §2 routes): core mails links to them, the portal reads them.
 */
export const PORTAL_PATHS = {
  home: '/',
  login: '/login',
  registerPersonal: '/register/personal',
  activate: '/activate',
} as const;

/** Entry query parameter names: `action` with `user` and `code`. */
export const ENTRY_QUERY = { action: 'action', user: 'user', code: 'code' } as const;

/** An activation action of spec 1 §1 (`action=`). */
export type TActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/** `/activate?action=<action>&user=<email>&code=<code>`, to put after the brand's portal URL. */
export function activationLinkPath(email: string, code: string, action: TActivationAction = 'activation'): string {
  const query = new URLSearchParams({
    [ENTRY_QUERY.action]: action,
    [ENTRY_QUERY.user]: email,
    [ENTRY_QUERY.code]: code,
  });
  return `${PORTAL_PATHS.activate}?${query.toString()}`;
}

/** The action, user and code a link's query carries (empty strings for what is missing). */
export function readEntryQuery(search: string): { action: string; user: string; code: string } {
  const q = new URLSearchParams(search);
  return {
    action: q.get(ENTRY_QUERY.action) ?? '',
    user: q.get(ENTRY_QUERY.user) ?? '',
    code: q.get(ENTRY_QUERY.code) ?? '',
  };
}
