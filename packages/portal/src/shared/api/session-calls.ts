/**
 * The calls the shell itself makes (session restore, refresh, logout, who the user acts for).
 * Loaded on first use: their schemas, and zod with them, stay out of the first chunk.
 */
export { authLogout, authRefresh, userAccessInfoGet } from '@openportal/contract';
