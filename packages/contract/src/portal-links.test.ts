import { describe, expect, it } from 'vitest';
import { MERCHANT_FALLBACK_ROUTE, MERCHANT_ROUTES_FULL_ACCESS, notificationRoute } from './enums/merchant.ts';
import { STREAMS } from './coverage.ts';
import {
  activationLinkPath,
  PORTAL_PATHS,
  PORTAL_SOCKET_PATH,
  portalPath,
  readEntryQuery,
  routePattern,
} from './portal-links.ts';

describe('portal links', () => {
  it('builds the activation link core mails and reads it back exactly', () => {
    const email = 'nora+test@example.com';
    const code = 'a/b+c=d&e';
    const link = activationLinkPath(email, code);
    expect(link.startsWith('/activate?action=activation&user=')).toBe(true);
    const url = new URL(link, 'http://paywave.localhost:8080');
    expect(url.pathname).toBe('/activate');
    expect(readEntryQuery(url.search)).toEqual({ action: 'activation', user: email, code });
  });

  it('reads a link missing its parameters as empty strings', () => {
    expect(readEntryQuery('?action=activationBusiness')).toEqual({ action: 'activationBusiness', user: '', code: '' });
    expect(readEntryQuery('')).toEqual({ action: '', user: '', code: '' });
  });
});

describe('route table', () => {
  const paths = Object.values(PORTAL_PATHS) as string[];
  it('has one name per path, absolute paths, parameters only as {name}', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/([a-z0-9_/-]|\{[A-Za-z][A-Za-z0-9]*\})*$/);
  });
  it.each([
    // spec 1 §2 and spec 3 §2, one line each: a path the spec names must be in the table
    '/login',
    '/register/business',
    '/receive/{id}',
    '/account-recovery/success',
    '/identity-verification/{workflowRunId}/{token}',
    '/self-certification-business-splash',
    '/company-documents',
    '/confirm-card/{cardId}',
    '/profile/notifications',
    '/history/batch-transfers',
    '/transfer/mass/p2p/confirm',
    '/transfer/external/global-summary',
    '/card/{accountId}/pin',
    '/auth/sei',
    '/revenue-split/{contractId}',
    '/merchant-account/{id}',
  ])('names %s', (p) => expect(paths).toContain(p));
  it('has every merchant route the guard and the notifications name', () => {
    for (const r of [...MERCHANT_ROUTES_FULL_ACCESS, MERCHANT_FALLBACK_ROUTE])
      expect(paths).toContain(`/merchant/${r}`);
    for (const t of ['documentRejected', 'batchPartially', 'contractCreated', 'zohoNewMessage'] as const) {
      const route = notificationRoute(t as never);
      if (route) expect(paths).toContain(`/${route}`);
    }
  });
  it('names the realtime socket as the contract stream does', () => {
    expect(PORTAL_SOCKET_PATH).toBe(STREAMS.realtime.path);
  });
  it('fills parameters and gives the router pattern', () => {
    expect(portalPath('cardPin', { accountId: 12 })).toBe('/card/12/pin');
    expect(portalPath('receive', { id: 'a/b' })).toBe('/receive/a%2Fb');
    expect(() => portalPath('receive')).toThrow(/id/);
    expect(routePattern(PORTAL_PATHS.identityVerification)).toBe('/identity-verification/:workflowRunId/:token');
  });
});
