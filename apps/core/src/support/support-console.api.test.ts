import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASES } from '@openportal/contract';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';

/** The back office's support console and announcements editor, and the portal's notification centre (issue 22). */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const DESK = SERVICE_BASES.supportDesk;
let t: TestCore;
let personal: Record<string, string>;
let business: Record<string, string>;
let agent: string;
let viewer: string;
let ticket: { id: string; ticketNumber: string };

async function rest(verb: 'GET' | 'POST' | 'PUT', url: string, auth: Record<string, string>, payload?: object) {
  const r = await t.core.app.inject({ method: verb, url, headers: onBrand(auth), ...(payload ? { payload } : {}) });
  return { status: r.statusCode, body: r.json() as Record<string, any> };
}

const audits = async (action: string) =>
  (await t.db.query<{ target: string }>('SELECT target FROM admin_audit_log WHERE action = $1', [action])).rows;

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  const bearer = async (kind: 'personal' | 'business') => ({
    authorization: `Bearer ${(await signIn(t, demoEmail(kind, 'paywave'), DEMO_PASSWORD)).accessToken}`,
  });
  personal = await bearer('personal');
  business = await bearer('business');
  agent = await operatorSession(t, ['support']);
  viewer = await operatorSession(t, ['viewer']);
  const opened = await rest('POST', `${DESK}/tickets`, personal, {
    subject: 'Card <b>blocked</b>',
    description: '<script>alert(1)</script> help',
  });
  ticket = opened.body.ticket;
}, 240_000);
afterAll(async () => t?.close());

describe('support console', () => {
  it('lists tickets by brand and bucket and opens one with its threads as sent', async () => {
    const list = await adminRest(t, 'GET', '/admin/support/tickets?brand=paywave&bucket=open', agent);
    expect(list.status).toBe(200);
    const rows = list.body.data as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.id === ticket.id)).toMatchObject({ bucket: 'open', brand: 'paywave', status: 'Open' });
    const closed = await adminRest(t, 'GET', '/admin/support/tickets?bucket=closed', agent);
    expect((closed.body.data as Array<{ id: string }>).some((r) => r.id === ticket.id)).toBe(false);
    const other = await adminRest(t, 'GET', '/admin/support/tickets?brand=coinpurse', agent);
    expect((other.body.data as Array<{ id: string }>).some((r) => r.id === ticket.id)).toBe(false);
    const one = await adminRest(t, 'GET', `/admin/support/tickets/${ticket.id}`, viewer);
    const data = one.body.data as { threads: Array<{ content: string; direction: string }> };
    expect(data.threads).toEqual([
      expect.objectContaining({ direction: 'in', content: '<script>alert(1)</script> help' }),
    ]);
  });

  it('answers the customer: a thread, the zohoNewMessage notice stored, the bucket new, audited', async () => {
    const r = await adminRest(t, 'POST', `/admin/support/tickets/${ticket.id}/threads`, agent, {
      content: 'We fixed it',
    });
    expect([r.status, r.body.responseCode]).toEqual([200, '00']);
    expect(r.body.data).toMatchObject({
      direction: 'out',
      content: 'We fixed it',
      to: demoEmail('personal', 'paywave'),
    });
    const threads = await rest('GET', `${DESK}/tickets/${ticket.id}/conversations`, personal);
    expect((threads.body.data as Array<{ content: string }>).map((x) => x.content)).toContain('We fixed it');
    const list = await callMethod(t, 'notificationList', {}, personal);
    const n = (
      list.body as unknown as {
        notifications: Array<{ type: string; params?: Record<string, string> }>;
        unread: number;
      }
    ).notifications;
    expect(n[0]).toMatchObject({ type: 'zohoNewMessage', params: { ticketNumber: ticket.ticketNumber }, read: false });
    const again = await adminRest(t, 'GET', `/admin/support/tickets?bucket=new&brand=paywave`, agent);
    expect((again.body.data as Array<{ id: string; agentName: string }>).find((x) => x.id === ticket.id)).toBeTruthy();
    expect(await audits('support.reply')).toContainEqual({ target: `ticket ${ticket.ticketNumber}` });
  });

  it('sets statuses: CLOSED-NO REPLY tells the customer, Closed files it under closed; audited', async () => {
    const cnr = await adminRest(t, 'PUT', `/admin/support/tickets/${ticket.id}`, agent, { status: 'CLOSED-NO REPLY' });
    expect(cnr.body.data).toMatchObject({ status: 'CLOSED-NO REPLY', bucket: 'new' });
    const list = await callMethod(t, 'notificationList', {}, personal);
    expect((list.body as unknown as { notifications: Array<{ type: string }> }).notifications[0]!.type).toBe(
      'zohoClosedNoReply',
    );
    const closed = await adminRest(t, 'PUT', `/admin/support/tickets/${ticket.id}`, agent, { status: 'Closed' });
    expect(closed.body.data).toMatchObject({ status: 'Closed', bucket: 'closed' });
    expect((await audits('support.status')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad input and roles, nothing written', async () => {
    const threads = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM support_threads')).rows[0]!.n);
    const before = await threads();
    expect(
      (await adminRest(t, 'POST', `/admin/support/tickets/${ticket.id}/threads`, viewer, { content: 'x' })).status,
    ).toBe(403);
    expect(
      (await adminRest(t, 'POST', `/admin/support/tickets/${ticket.id}/threads`, agent, { content: ' ' })).status,
    ).toBe(400);
    const missing = await adminRest(t, 'POST', '/admin/support/tickets/999999/threads', agent, { content: 'x' });
    expect([missing.status, missing.body.responseDescription]).toEqual([404, 'Ticket not found']);
    expect((await adminRest(t, 'PUT', `/admin/support/tickets/${ticket.id}`, agent, { status: 'Gone' })).status).toBe(
      400,
    );
    expect((await adminRest(t, 'GET', '/admin/support/tickets', null)).status).toBe(401);
    expect(await threads()).toBe(before);
  });
});

describe('notification centre', () => {
  it('marks read by id or all; another user changes nothing of mine', async () => {
    const list = async (auth: Record<string, string>) =>
      (await callMethod(t, 'notificationList', {}, auth)).body as unknown as {
        notifications: Array<{ id: string; read: boolean }>;
        unread: number;
      };
    const mine = await list(personal);
    expect(mine.unread).toBeGreaterThanOrEqual(2);
    const foreign = await callMethod(t, 'notificationRead', { ids: [mine.notifications[0]!.id] }, business);
    expect(foreign.status).toBe(200);
    expect((await list(personal)).unread).toBe(mine.unread);
    const one = await callMethod(t, 'notificationRead', { ids: [mine.notifications[0]!.id] }, personal);
    expect((one.body as unknown as { unread: number }).unread).toBe(mine.unread - 1);
    expect((await callMethod(t, 'notificationRead', {}, personal)).status).toBe(400);
    await callMethod(t, 'notificationRead', { all: true }, personal);
    const after = await list(personal);
    expect([after.unread, after.notifications.every((n) => n.read)]).toEqual([0, true]);
  });
});

describe('announcements editor', () => {
  const body = {
    brand: 'paywave',
    withConfirmation: true,
    texts: [
      { language: 'en', title: 'New fees', body: 'Accept the new fees' },
      { language: 'es', title: 'Nuevas tarifas', body: 'Acepte las nuevas tarifas' },
    ],
  };
  it('publishes per brand with texts per language; the reader sees their language, else English; audited', async () => {
    const r = await adminRest(t, 'POST', '/admin/announcements', agent, body);
    expect([r.status, r.body.responseCode]).toEqual([200, '00']);
    const id = (r.body.data as { id: number }).id;
    const en = await callMethod(t, 'announcementGet', { id }, personal);
    expect((en.body as unknown as { announcement: object }).announcement).toMatchObject({
      title: 'New fees',
      withConfirmation: true,
    });
    const es = await callMethod(t, 'announcementGet', { id }, { ...personal, 'accept-language': 'es' });
    expect((es.body as unknown as { announcement: object }).announcement).toMatchObject({ title: 'Nuevas tarifas' });
    await callMethod(t, 'announcementAnswer', { id, choice: 'accept' }, personal);
    const list = await adminRest(t, 'GET', '/admin/announcements?brand=paywave', viewer);
    expect((list.body.data as Array<{ id: number }>).find((a) => a.id === id)).toMatchObject({
      accepted: 1,
      declined: 0,
    });
    expect(await audits('announcement.create')).toContainEqual({ target: `announcement ${id}` });
  });
  it('refuses no English text, an unknown brand and the viewer role; nothing published', async () => {
    const n = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM announcements')).rows[0]!.n);
    const before = await n();
    const noEn = await adminRest(t, 'POST', '/admin/announcements', agent, { ...body, texts: [body.texts[1]] });
    expect(noEn.status).toBe(400);
    const brand = await adminRest(t, 'POST', '/admin/announcements', agent, { ...body, brand: 'nosuch' });
    expect(brand.status).toBe(400);
    expect(brand.body).toMatchObject({ validationErrors: [{ field: 'brand', message: 'Unknown brand' }] });
    expect((await adminRest(t, 'POST', '/admin/announcements', viewer, body)).status).toBe(403);
    expect(await n()).toBe(before);
  });
});
