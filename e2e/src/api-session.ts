import { request } from 'node:http';
import type { Page } from 'playwright-core';
import type { Stack } from './stack.ts';

/** A customer made for one test by core's test-only seeding route (never shared with another test). */
export interface SeededCustomer {
  email: string;
  password: string;
  customerId: string;
  accountIds: number[];
}

export async function seedCustomer(
  stack: Stack,
  brand: string,
  accounts: Array<{ currency: string; balanceMinor: string }> = [],
  kind: 'personal' | 'business' = 'personal',
  /** A confirmed primary phone (E.164): SMS codes go there (the catcher's /sms). */
  phone?: string,
  /**
   * More seeding switches: termsToAccept (older terms: TE at sign-in), secondCustomer (a company
   * too), admin, transactionMode (payments approved by an SMS or mailed code), memberOf (a new
   * user of an existing customer with these rights, e.g. an initiator 3; no accounts of its own),
   * verified (false: a new, unverified customer), expiredDocument (a passport expired yesterday
   * and the "expired documents" limit reason).
   */
  extra: {
    termsToAccept?: boolean;
    secondCustomer?: boolean;
    admin?: boolean;
    transactionMode?: 'sms' | 'code';
    memberOf?: { customerId: string; accessRights: number };
    verified?: boolean;
    expiredDocument?: boolean;
    /** The due-diligence level a reviewer asked for (1 or 4), on a verified customer. */
    dueDiligenceLevel?: 1 | 4;
  } = {},
): Promise<SeededCustomer> {
  const res = await fetch(`${stack.coreUrl}/testing/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-secret': stack.internalSecret },
    body: JSON.stringify({ brand, kind, accounts, ...(phone ? { phone } : {}), ...extra }),
  });
  if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as SeededCustomer;
}

/**
 * Signs in through the API, not the sign-in screen (for tests where that screen is not under
 * test): the page's own fetch runs PKCE against the gateway, so the refresh cookie lands in
 * the browser as it would, then the portal restores the session on the next load.
 */
export async function signInByApi(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const ok = await page.evaluate(
    async ({ username, password }) => {
      const b64url = (bytes: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const verifier = b64url(crypto.getRandomValues(new Uint8Array(48)).buffer);
      const challenge = b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
      const post = (path: string, body: object) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const login = await post('/api/auth/login', { client: 'spa', username, password, codeChallenge: challenge });
      const { code } = (await login.json()) as { code?: string };
      if (!code) return false;
      const token = await post('/api/auth/token', { code, codeVerifier: verifier });
      if (!token.ok) return false;
      localStorage.setItem('op:session', '1');
      return true;
    },
    { username, password },
  );
  if (!ok) throw new Error(`API sign-in failed for ${username}`);
  await page.goto(`${baseUrl}/`);
}

/** One HTTP exchange with the gateway as a brand's host (Node cannot resolve *.localhost). */
export function gatewayCall(
  stack: Stack,
  brand: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: stack.gatewayPort,
        path,
        method: init.method ?? 'POST',
        headers: { host: `${brand}.localhost:${stack.gatewayPort}`, ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
