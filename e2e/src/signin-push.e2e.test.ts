import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillPath, REST_CALLS } from '@openportal/contract';
import { seedCustomer, signInByApi } from './api-session.ts';
import { accountRows, choosePush, linkDevice, signIn } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Push sign-in with the stand-in device: core's /device page in a second browser context asks
 * for a link code, the signed-in user links it on the settings hub and turns on push, and a
 * later sign-in waits until the device page approves it (a denial is refused). The portal waits
 * over the /ws socket (pushWait), not the long poll; the device page follows /device/events.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const brand = 'paywave';
const base = () => stack.brandUrl(brand);

/** The device page in its own browser context: asks for a link code and shows it. */
async function openDevice(): Promise<{ device: Page; code: string; streams: () => number }> {
  const context = await browser.newContext();
  const device = await context.newPage();
  let streams = 0;
  device.on('request', (r) => {
    if (new URL(r.url()).pathname === '/device/events') streams += 1;
  });
  await device.goto(`${stack.coreUrl}/device?lang=en`);
  await device.locator('#link').click();
  const code = (await device.locator('#link-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return { device, code, streams: () => streams };
}

/** What a portal page sends on its /ws sockets and in its /auth/token calls. */
function watchPushWait(page: Page) {
  const frames: string[] = [];
  const tokenCalls: Array<Record<string, unknown>> = [];
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/ws') ws.on('framesent', (f) => frames.push(String(f.payload)));
  });
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/auth/token'))
      tokenCalls.push(r.postDataJSON() as Record<string, unknown>);
  });
  const pushWaits = () => frames.map((f) => JSON.parse(f) as { type: string }).filter((m) => m.type === 'pushWait');
  return { pushWaits, tokenCalls };
}

/** The device page shows the waiting sign-in well before its 20 s safety refresh: the stream brought it. */
const streamed = (device: Page, name: 'Approve' | 'Deny') =>
  device.getByRole('button', { name }).waitFor({ timeout: 10_000 });

async function linkAndTurnOnPush(email: string, password: string, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, base(), email, password);
  // Both confirmed by the current factor: no two-step mode yet, so the e-mailed code.
  const mailbox = { catcherUrl: stack.catcherUrl, email };
  await linkDevice(page, code, mailbox);
  await choosePush(page, 'login', mailbox);
  await context.close();
}

describe('push sign-in', () => {
  it('links the device page, then a sign-in waits for it and goes through once it approves', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'EUR', balanceMinor: '2500' }]);
    const { device, code, streams } = await openDevice();
    await linkAndTurnOnPush(me.email, me.password, code);
    await expect.poll(() => device.locator('#linked').innerText()).toContain(me.email);
    expect(streams()).toBeGreaterThan(0);

    const context = await browser.newContext();
    const page = await context.newPage();
    const watched = watchPushWait(page);
    await signIn(page, base(), me.email, me.password);
    await page.getByTestId('login-push').waitFor();
    await expect.poll(() => page.getByTestId('login-push-devices').innerText()).toContain('Test phone');
    expect(await page.getByTestId('login-push-link').getAttribute('href')).toContain('/device#request=');
    await page.getByTestId('login-push-resend').click();
    await page.getByTestId('login-push-resent').waitFor();
    await expect.poll(() => watched.pushWaits().length).toBe(1);
    // Registered, the portal checked once without being held; no long poll follows.
    await expect.poll(() => watched.tokenCalls.length).toBe(1);

    await streamed(device, 'Approve');
    await device.getByRole('button', { name: 'Approve' }).click();
    const rows = await accountRows(page);
    expect(rows.map((r) => r.currency)).toEqual(['EUR']);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(watched.tokenCalls).toHaveLength(2);
    expect(watched.tokenCalls.every((b) => b.pushWait === false)).toBe(true);

    // A second sign-in, denied on the device, stays on the login page with the message.
    const other = await (await browser.newContext()).newPage();
    const otherWatched = watchPushWait(other);
    await signIn(other, base(), me.email, me.password);
    await other.getByTestId('login-push').waitFor();
    await expect.poll(() => otherWatched.pushWaits().length).toBe(1);
    await streamed(device, 'Deny');
    await device.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => other.getByTestId('login-error').innerText()).toBe('Sign-in was denied on your device');
    expect(new URL(other.url()).pathname).toBe('/login');
    expect(otherWatched.tokenCalls.every((b) => b.pushWait === false)).toBe(true);
    await Promise.all([context.close(), other.context().close(), device.context().close()]);
  });
});

/** The token service's own calls to core (internal secret, the brand in x-brand). */
async function internal(method: string, path: string, body?: object) {
  const r = await fetch(`${stack.coreUrl}${path}`, {
    method,
    headers: {
      'x-internal-secret': stack.internalSecret,
      'x-brand': brand,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await r.json()) as Record<string, unknown>;
}

/** The newest mail to `to` whose text carries a six-digit code (sign-in notices carry none). */
async function codeMailedTo(to: string): Promise<string> {
  for (let i = 0; i < 80; i++) {
    const list = (await (await fetch(`${stack.catcherUrl}/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
      text: string;
    }>;
    const code = list.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${to}`);
}

describe('a device the app registered', () => {
  it('waits for the user’s approval in the portal, then gets pushes and decides a sign-in', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '100' }]);
    const signedIn = await internal('POST', REST_CALLS.internalLogin.path, {
      username: me.email,
      password: me.password,
    });
    if (!signedIn.user) throw new Error(`internal login: ${JSON.stringify(signedIn)}`);
    const userId = (signedIn.user as { id: string }).id;
    const at = (path: string, extra: Record<string, string> = {}) => fillPath(path, { userId, ...extra });
    expect((await internal('POST', at(REST_CALLS.internalCheckPassword.path), { password: me.password })).valid).toBe(
      true,
    );
    const made = await internal('POST', at(REST_CALLS.internalUserDeviceCreate.path), {
      name: 'App phone',
      type: 'ios',
    });
    if (!made.device) throw new Error(`device create: ${JSON.stringify(made)}`);
    const deviceId = (made.device as { id: string }).id;

    const device = await (await browser.newContext()).newPage();
    await device.goto(`${stack.coreUrl}/device?lang=en`);
    await device.evaluate((secret) => localStorage.setItem('openportal.device.secret', secret), String(made.secret));
    await device.reload();
    await device.locator('#awaiting').waitFor();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, base(), me.email, me.password);
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('device-approve').click();
    await page.getByTestId('device-approve-method-email').click();
    await page.getByTestId('device-approve-code').fill(await codeMailedTo(me.email));
    await page.getByTestId('device-approve-save').click();
    await expect.poll(() => page.getByTestId('device-approve').count()).toBe(0);
    await expect.poll(() => device.locator('#awaiting').count()).toBe(0);
    await context.close();

    const updated = await internal('PATCH', at(REST_CALLS.internalUserUpdate.path), { scp: 'push' });
    expect(updated.user).toMatchObject({ scp: 'push' });
    const listed = await internal('GET', at(REST_CALLS.internalUserDevices.path.replace('{userIds}', '{userId}')));
    expect((listed.devices as Array<{ id: string }>).map((d) => d.id)).toEqual([deviceId]);
    const push = { title: 'Hello from the app', body: 'A test push' };
    expect((await internal('POST', at(REST_CALLS.internalPushDevice.path, { deviceId }), push)).sent).toBe(1);
    expect((await internal('POST', at(REST_CALLS.internalPush.path), push)).sent).toBe(1);
    await expect.poll(() => device.locator('li').allInnerTexts()).toContain('Hello from the app — A test push');

    const later = await (await browser.newContext()).newPage();
    await signIn(later, base(), me.email, me.password);
    await later.getByTestId('login-push').waitFor();
    const decided = await internal(
      'PUT',
      at(REST_CALLS.internalDeviceDecision.path, { deviceId, decision: 'approve' }),
    );
    expect(decided).toMatchObject({ device: { id: deviceId } });
    expect((await accountRows(later)).map((r) => r.currency)).toEqual(['USD']);
    await Promise.all([later.context().close(), device.context().close()]);
  });
});
