import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as entry from '../index.ts';
import { DOMAIN_NAMES, DOMAINS } from './domains.ts';
import { CALLS, METHOD_CALLS, REST_CALLS, SERVICE_BASES } from './index.ts';
import {
  admitsCustomer,
  BRAND_FEATURES,
  fillPath,
  isIdempotent,
  methodCallUrl,
  pathParamNames,
  RATE_CLASSES,
  rateClassOf,
  methodGroup,
  RIGHTS_GRANTING,
  rightsAllow,
  rightsNeeded,
  type RestCall,
  type TRightsNeed,
} from './define.ts';
import { ZOk } from '../primitives.ts';
import { SERVICE_ROUTES } from '../constants.ts';

const ACCESS = ['public', 'bearer', 'internal', 'admin', 'merchantApiKey', 'paymentSecret', 'authSecret'];

describe('service paths', () => {
  it('puts every token-service call and the keys under the token prefix, the realtime stream under internal', () => {
    const token = Object.values(REST_CALLS).filter((c) => c.service === 'token');
    expect(token.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/logout', '/auth/refresh', '/auth/token']),
    );
    for (const c of token) expect(c.path.startsWith(SERVICE_ROUTES.tokenServicePrefix)).toBe(true);
    expect(SERVICE_ROUTES.jwks.startsWith(SERVICE_ROUTES.tokenServicePrefix)).toBe(true);
    expect(SERVICE_ROUTES.realtimeStream.startsWith(`${SERVICE_ROUTES.internalPrefix}/`)).toBe(true);
  });
  it('sends a method call to <base>/?method=<name>', () => {
    expect(methodCallUrl('/api', 'balanceInquiry')).toBe('/api/?method=balanceInquiry');
    expect(methodCallUrl('', 'a b')).toBe('/?method=a%20b');
  });
});

/** A name ending in one of these words says the call changes something: it never needs only `read`. */
const CHANGES =
  /(Create|Update|Delete|Add|Remove|Set|Approve|Reject|Sign|Block|Pause|Unpause|Submit|Pay|Cancel|Upload|Confirm|Change|Activate|Apply|Load|Reissue|Terminate|Answer|Refuse|Resend|Ping)$/;
/** Our choice: sending an export the user may read to an address is reading it. */
const READS_DESPITE_NAME = ['historyExportSend'];

describe('rights', () => {
  it('declares rights on every call a customer credential gets into, and on no other', () => {
    const missing = Object.entries(CALLS).filter(([, c]) => admitsCustomer(c) && c.rights === undefined);
    expect(missing.map(([k]) => k)).toEqual([]);
    const stray = Object.entries(CALLS).filter(([, c]) => !admitsCustomer(c) && c.rights !== undefined);
    expect(stray.map(([k]) => k)).toEqual([]);
    for (const [k, c] of Object.entries(CALLS).filter(([, c]) => admitsCustomer(c)))
      expect(Object.keys(RIGHTS_GRANTING), k).toContain(c.rights);
  });
  it('never lets read (1) change the customer, nor an initiator (3) approve', () => {
    const changing = (Object.keys(RIGHTS_GRANTING) as TRightsNeed[]).filter((n) => n !== 'read' && n !== 'self');
    for (const need of changing) expect(RIGHTS_GRANTING[need], need).not.toContain(1);
    expect(RIGHTS_GRANTING.approve).not.toContain(3);
    expect(RIGHTS_GRANTING.fullAccess).toEqual([2]);
    const readsButChanges = Object.entries(CALLS)
      .filter(([k, c]) => c.rights === 'read' && CHANGES.test(k) && !READS_DESPITE_NAME.includes(k))
      .map(([k]) => k);
    expect(readsButChanges).toEqual([]);
  });
  it("refuses read (1) on the issue's state-changing calls", () => {
    for (const k of [
      'transactionRequestApprove',
      'transferApprove',
      'businessAccessRightsUpdate',
      'apiKeyCreate',
      'webhookCreate',
      'cardBlock',
      'cardPinShow',
      'contractSign',
    ])
      expect([k, rightsAllow(CALLS[k]!, 1)]).toEqual([k, false]);
    // The spec's pages that need full access (spec 1 §6, spec 3 §2).
    for (const k of ['apiKeyList', 'apiRequestList', 'webhookRequestList'])
      expect([k, rightsAllow(CALLS[k]!, 3)]).toEqual([k, false]);
  });
  it('makes a missing rights declaration a type error', () => {
    const call = methodGroup('identity', 'spec1 §7 test');
    // @ts-expect-error: a bearer call must declare its rights
    const bare = call('bare', z.strictObject({}), ZOk);
    const open = methodGroup('reference', 'spec1 §7 test', { access: 'public' });
    // @ts-expect-error: a public call that a signed-in user may also make declares rights too
    const also = open('also', z.strictObject({}), ZOk, { alsoAccess: ['bearer'] });
    expect([rightsAllow(bare, 2), rightsAllow(also, 2)]).toEqual([false, false]);
    expect(rightsAllow(call('read', z.strictObject({}), ZOk, { rights: 'read' }), 1)).toBe(true);
  });
});

describe('domains', () => {
  it('puts every call in a known domain, and every domain has calls', () => {
    for (const [k, c] of Object.entries(CALLS)) expect(DOMAIN_NAMES, k).toContain(c.domain);
    const used = new Set(Object.values(CALLS).map((c) => c.domain));
    expect(DOMAIN_NAMES.filter((d) => !used.has(d))).toEqual([]);
    for (const d of DOMAIN_NAMES) expect(DOMAINS[d].length, d).toBeLessThan(120);
  });
  it('makes a group without a domain a type error; an entry names none of its own', () => {
    // @ts-expect-error: a group names its domain first
    expect(() => methodGroup('spec1 §7 test')).not.toThrow();
    // @ts-expect-error: not a domain
    methodGroup('nowhere', 'spec1 §7 test');
    const call = methodGroup('money', 'spec2 §7 test');
    // @ts-expect-error: the group names the domain (`call.inDomain(other)` for another one)
    call('x', z.strictObject({}), ZOk, { rights: 'read', domain: 'cards' });
    expect(call.inDomain('cards')('y', z.strictObject({}), ZOk, { rights: 'read' }).domain).toBe('cards');
    expect(call('z', z.strictObject({}), ZOk, { rights: 'read' }).domain).toBe('money');
  });
});

describe('call entries', () => {
  it('declares each call a known brand feature, rate class and rights need', () => {
    for (const [k, c] of Object.entries(CALLS)) {
      if (c.feature !== undefined) expect(BRAND_FEATURES, k).toContain(c.feature);
      expect(Object.keys(RATE_CLASSES), k).toContain(rateClassOf(c));
    }
    // Every retryable write moves money or value: read-only users may not make it.
    for (const c of Object.values(CALLS).filter(isIdempotent)) expect(['read', 'self']).not.toContain(rightsNeeded(c));
    // The features the spec flags per brand have their calls marked.
    expect(Object.values(CALLS).filter((c) => c.feature === 'contracts').length).toBeGreaterThan(5);
    expect(METHOD_CALLS.personalAccountCreate.feature).toBe('registration');
  });
  it("names the spec's well over two hundred calls", () => {
    expect(Object.keys(CALLS).length).toBeGreaterThan(300);
  });
  it('keys method calls by their method name, and never reuses a key across maps', () => {
    for (const [k, c] of Object.entries(METHOD_CALLS)) expect(c.method).toBe(k);
    const both = Object.keys(METHOD_CALLS).filter((k) => Object.hasOwn(REST_CALLS, k));
    expect(both).toEqual([]);
  });
  it('gives every call a known access, a section, zod schemas and sane page sizes', () => {
    for (const [k, c] of Object.entries(CALLS)) {
      expect(ACCESS, k).toContain(c.access);
      expect(c.section, k).toMatch(/^spec[123] §\d/);
      expect(c.request, k).toBeInstanceOf(z.ZodType);
      expect(c.response, k).toBeInstanceOf(z.ZodType);
      if (c.pageSize !== undefined) expect(c.pageSize, k).toBeGreaterThan(0);
      if (c.multipart) expect(c.multipart.fileParts.length, k).toBeGreaterThan(0);
    }
  });
  it('declares one path parameter per {name}, and no two REST calls share verb and path', () => {
    const seen = new Set<string>();
    for (const [k, c] of Object.entries(REST_CALLS) as [string, RestCall][]) {
      const names = pathParamNames(c.path);
      const declared = c.params ? Object.keys((c.params as z.ZodObject).shape) : [];
      expect(declared.sort(), k).toEqual([...names].sort());
      const id = `${c.verb} ${SERVICE_BASES[c.service ?? 'api']}${c.path}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
      expect(c.path, k).toMatch(/^\//);
    }
  });
  it('fills paths', () => {
    expect(fillPath('/contract/{id}/terminate', { id: 7 })).toBe('/contract/7/terminate');
    expect(() => fillPath('/contract/{id}', {})).toThrow(/missing path parameter id/);
  });
  it("uses the spec's exact names", () => {
    for (const m of [
      'identityGet',
      'checkEmail',
      'confirmPhone',
      'customerJumioDocumentCreate',
      'dictionaryStates',
      'ipInfo',
      'userAccessList',
    ])
      expect(METHOD_CALLS).toHaveProperty(m);
    const paths = Object.values(REST_CALLS).map((c) => `${c.verb} ${c.path}`);
    for (const p of [
      'PUT /acquiring-admin/application/{id}',
      'GET /public-api/webhookRequest',
      'POST /contract/{id}/terminate',
      'DELETE /auth/devices/{deviceId}',
      'POST /split-pay-signer-identification',
    ]) {
      expect(paths).toContain(p);
    }
  });
});

describe('the package entry', () => {
  it('exports every call by its key, so a screen imports the calls it uses by name', () => {
    const named = entry as unknown as Record<string, unknown>;
    const missing = Object.keys(CALLS).filter((key) => named[key] !== CALLS[key]);
    expect(missing).toEqual([]);
  });
});
