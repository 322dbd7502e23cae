/**
 * Catalogue namespaces: one per portal feature plus `common` (shell, navigation, popups, server
 * messages). A namespace's top-level keys are its own; no two namespaces share one (tested).
 */
export const NAMESPACES = [
  'common',
  'auth',
  'registration',
  'accounts',
  'transfers',
  'history',
  'contracts',
  'merchant',
  'security',
  'profile',
  'invoices',
  'kyc',
  'support',
  'cards',
  'business',
  'certification',
  'company',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

export function isNamespace(v: unknown): v is TNamespace {
  return typeof v === 'string' && (NAMESPACES as readonly string[]).includes(v);
}
