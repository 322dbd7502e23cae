import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASES } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';
import type { Outbox } from '../jobs/index.ts';
import { agentClose, agentReply, ensureAgent } from './agent-desk.ts';

/** The notices the agent side writes, kept (the outbox of a test). */
const told: { kind: string; payload: unknown }[] = [];
const outbox: Outbox = {
  async add(_tx, kind, payloads) {
    for (const payload of payloads) told.push({ kind, payload });
  },
};
const notifyDeps = { outbox, brandName: () => 'PayWave' };

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const DESK = SERVICE_BASES.supportDesk;
let t: TestCore;
/** Bearer headers: the personal demo customer, and the business demo customer (another customer). */
let personal: Record<string, string>;
let business: Record<string, string>;
let agentId: string;

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  const bearer = async (kind: 'personal' | 'business') => ({
    authorization: `Bearer ${(await signIn(t, demoEmail(kind, 'paywave'), DEMO_PASSWORD)).accessToken}`,
  });
  personal = await bearer('personal');
  business = await bearer('business');
  agentId = await ensureAgent(t.db, 'paywave', 'Sam Agent', 'sam@paywave.desk');
});
afterAll(async () => t?.close());

async function rest(verb: 'GET' | 'POST' | 'PUT', url: string, auth: Record<string, string>, payload?: object) {
  const r = await t.core.app.inject({ method: verb, url, headers: onBrand(auth), ...(payload ? { payload } : {}) });
  const json = r.headers['content-type']?.toString().startsWith('application/json') ? r.json() : null;
  return { status: r.statusCode, body: json as Record<string, any>, raw: r.rawPayload, headers: r.headers };
}

const pdf = (bytes = 2000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

async function upload(auth: Record<string, string>, file: { name: string; type: string; body: Buffer } | null) {
  const b = 'support-boundary';
  const parts = file
    ? [
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.body,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]
    : [Buffer.from(`--${b}--\r\n`)];
  const r = await t.core.app.inject({
    method: 'POST',
    url: `${DESK}/uploads`,
    payload: Buffer.concat(parts),
    headers: onBrand({ ...auth, 'content-type': `multipart/form-data; boundary=${b}` }),
  });
  return { status: r.statusCode, body: r.json() as Record<string, any> };
}

const count = async (table: string) =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n);
const counts = async () => ({
  tickets: await count('support_tickets'),
  threads: await count('support_threads'),
  uploads: await count('support_uploads'),
  files: await count('files'),
});

async function openTicket(auth: Record<string, string>, subject: string, uploads: string[] = []) {
  const r = await rest('POST', `${DESK}/tickets`, auth, { subject, description: `About ${subject}`, uploads });
  expect([r.status, r.body.responseCode]).toEqual([200, '00']);
  return r.body.ticket as { id: string; ticketNumber: string; status: string };
}

describe('the desk token (GET /zoho/jwt, POST /me)', () => {
  it('a token of the caller opens the desk; a forged, foreign or stale one is 401', async () => {
    const jwt = await rest('GET', '/zoho/jwt?widgetId=portal', personal);
    expect(jwt.body.responseCode).toBe('00');
    const me = await rest('POST', `${DESK}/me`, personal, { jwt: jwt.body.jwt });
    expect(me.body).toMatchObject({ responseCode: '00', contact: { email: demoEmail('personal', 'paywave') } });
    const [h, p] = (jwt.body.jwt as string).split('.');
    const forged = `${h}.${p}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect((await rest('POST', `${DESK}/me`, personal, { jwt: forged })).status).toBe(401);
    expect((await rest('POST', `${DESK}/me`, personal, { jwt: 'not-a-jwt' })).body.responseCode).toBe('AU');
    // Another customer's user cannot use the personal customer's desk token.
    expect((await rest('POST', `${DESK}/me`, business, { jwt: jwt.body.jwt })).status).toBe(401);
  });
  it('refuses a token for a customer the user does not act for', async () => {
    const r = await rest('GET', '/zoho/jwt?widgetId=portal&fromCustomerId=someone-else', personal);
    expect([r.status, r.body.responseCode]).toEqual([403, 'ENOA']);
    expect((await rest('GET', '/zoho/jwt', personal)).body.responseCode).toBe('VF');
  });
});

describe('tickets, threads and attachments', () => {
  it('opens a ticket with an attachment, lists it, reads its conversation and downloads the file', async () => {
    const body = pdf(3000);
    const up = await upload(personal, { name: 'statement.pdf', type: 'application/pdf', body });
    expect(up.body).toMatchObject({ responseCode: '00', upload: { name: 'statement.pdf', size: 3000 } });
    const ticket = await openTicket(personal, 'Card <script>alert(1)</script>', [up.body.upload.id]);
    expect(ticket).toMatchObject({ status: 'Open', subject: 'Card <script>alert(1)</script>' });
    const got = await rest('GET', `${DESK}/tickets/${ticket.id}`, personal);
    expect(got.body.ticket.ticketNumber).toBe(ticket.ticketNumber);
    const list = await rest('GET', `${DESK}/tickets`, personal);
    expect(list.body.data.map((x: { id: string }) => x.id)).toContain(ticket.id);
    const conv = await rest('GET', `${DESK}/tickets/${ticket.id}/conversations`, personal);
    expect(conv.body.data).toHaveLength(1);
    const [thread] = conv.body.data;
    expect(thread).toMatchObject({ direction: 'in', content: 'About Card <script>alert(1)</script>' });
    expect(thread.attachments).toEqual([{ id: up.body.upload.id, name: 'statement.pdf', size: 3000 }]);
    const one = await rest('GET', `${DESK}/tickets/${ticket.id}/threads/${thread.id}`, personal);
    expect(one.body.thread.id).toBe(thread.id);
    const file = await rest(
      'GET',
      `${DESK}/tickets/${ticket.id}/threads/${thread.id}/attachments/${up.body.upload.id}/content`,
      personal,
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.compare(Buffer.from(file.raw), body)).toBe(0);
    // An upload is sent once: naming it again is refused and writes nothing.
    const before = await counts();
    const again = await rest('POST', `${DESK}/tickets`, personal, {
      subject: 'Again',
      description: 'x',
      uploads: [up.body.upload.id],
    });
    expect(again.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'uploads' }] });
    expect(await counts()).toEqual(before);
  });

  it('checks attachments by type, content and size, storing nothing refused', async () => {
    const before = await counts();
    const exe = await upload(personal, { name: 'x.exe', type: 'application/x-msdownload', body: Buffer.from('MZ') });
    expect(exe.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'file', message: 'This file type is not accepted' }],
    });
    const fake = await upload(personal, { name: 'x.png', type: 'image/png', body: Buffer.from('<html>hi</html>') });
    expect(fake.body.validationErrors).toEqual([
      { field: 'file', message: 'The file content does not match its type' },
    ]);
    const big = await upload(personal, { name: 'big.pdf', type: 'application/pdf', body: pdf(10 * 1024 * 1024 + 1) });
    expect([big.status, big.body.responseCode]).toEqual([413, 'VF']);
    const none = await upload(personal, null);
    expect(none.body.responseCode).toBe('VF');
    expect(await counts()).toEqual(before);
  });

  it('bad input is a catalogue message and writes nothing', async () => {
    const before = await counts();
    const empty = await rest('POST', `${DESK}/tickets`, personal, { subject: '  ', description: 'x' });
    expect(empty.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'subject' }] });
    const compose = await rest('POST', `${DESK}/composetickets`, personal, { subject: 'x', description: '' });
    expect(compose.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'description' }] });
    const other = await rest('POST', `${DESK}/tickets`, personal, { subject: 'x', description: 'y', uploads: ['abc'] });
    expect(other.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'uploads' }] });
    const ticket = await openTicket(personal, 'Status checks');
    const mid = await counts();
    const status = await rest('PUT', `${DESK}/tickets/${ticket.id}`, personal, { status: 'CLOSED-NO REPLY' });
    expect(status.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'status', message: 'This ticket status cannot be set' }],
    });
    const readAt = await rest('PUT', `${DESK}/tickets/${ticket.id}`, personal, {
      status: 'Closed',
      customerReadAt: 'yesterday',
    });
    expect(readAt.body.validationErrors).toEqual([
      { field: 'customerReadAt', message: 'The read time is not a valid date' },
    ]);
    expect((await rest('GET', `${DESK}/tickets/${ticket.id}`, personal)).body.ticket.status).toBe('Open');
    const reply = await rest('POST', `${DESK}/tickets/${ticket.id}/threads`, personal, { content: ' ' });
    expect(reply.body.responseCode).toBe('VF');
    expect((await rest('GET', `${DESK}/tickets?limit=21`, personal)).body.responseCode).toBe('VF');
    expect(
      (await rest('GET', `${DESK}/tickets/${ticket.id}/conversations?limit=101`, personal)).body.responseCode,
    ).toBe('VF');
    expect(await counts()).toEqual({ ...mid });
    expect(mid.tickets).toBe(before.tickets + 1);
  });
});

describe('buckets, unread and statuses', () => {
  it('an agent answer makes the ticket new and unread until read; closing moves it to closed', async () => {
    const ticket = await openTicket(business, 'Invoice question');
    const stats0 = (await rest('GET', '/zoho/tickets/stats', business)).body.stats;
    expect(stats0).toMatchObject({ all: 1, open: 1, new: 0, closed: 0, unreadTicketNumbers: [] });
    await t.db.transaction((tx) =>
      agentReply(tx, notifyDeps, { ticketId: ticket.id, agentId, content: 'We are on it' }),
    );
    // The customer is told: a zohoNewMessage toast naming the ticket, also stored for the bell.
    const toast = told.find((x) => x.kind === 'realtime')?.payload as {
      event: { notification: { type: string; params: Record<string, string> } };
    };
    expect(toast.event.notification).toMatchObject({
      type: 'zohoNewMessage',
      params: { ticketNumber: ticket.ticketNumber },
    });
    const stored = await t.db.query("SELECT 1 FROM user_notifications WHERE type = 'zohoNewMessage'");
    expect(stored.rows).toHaveLength(1);
    const stats1 = (await rest('GET', '/zoho/tickets/stats', business)).body.stats;
    expect(stats1).toMatchObject({ all: 1, open: 0, new: 1, unreadTicketNumbers: [ticket.ticketNumber] });
    const inNew = await rest('GET', '/zoho/tickets?bucket=new', business);
    expect(inNew.body.tickets.map((x: { id: string }) => x.id)).toEqual([ticket.id]);
    expect((await rest('GET', '/zoho/tickets?bucket=open', business)).body.tickets).toEqual([]);
    const read = await rest('PUT', `${DESK}/tickets/${ticket.id}`, business, {
      customerReadAt: new Date().toISOString(),
    });
    expect(read.body.ticket.customerReadAt).not.toBeNull();
    expect((await rest('GET', '/zoho/tickets/stats', business)).body.stats.unreadTicketNumbers).toEqual([]);
    // The customer replies: open again; the agent closes with no reply: new (spec 3 §4).
    await rest('POST', `${DESK}/tickets/${ticket.id}/threads`, business, { content: 'Thanks' });
    expect((await rest('GET', '/zoho/tickets?bucket=open', business)).body.tickets).toHaveLength(1);
    await t.db.transaction((tx) => agentClose(tx, notifyDeps, ticket.id, 'CLOSED-NO REPLY'));
    expect((await rest('GET', '/zoho/tickets?bucket=new', business)).body.tickets[0].status).toBe('CLOSED-NO REPLY');
    const closed = await rest('PUT', `${DESK}/tickets/${ticket.id}`, business, { status: 'Closed' });
    expect(closed.body.ticket.status).toBe('Closed');
    expect((await rest('GET', '/zoho/tickets/stats', business)).body.stats).toMatchObject({ closed: 1, new: 0 });
    // A reply reopens a closed ticket.
    const again = await rest('POST', `${DESK}/tickets/${ticket.id}/threads`, business, { content: 'One more thing' });
    expect(again.body.thread.direction).toBe('in');
    expect((await rest('GET', `${DESK}/tickets/${ticket.id}`, business)).body.ticket.status).toBe('Open');
    expect((await rest('GET', `${DESK}/tickets?status=Open`, business)).body.data).toHaveLength(1);
  });

  it('the support manager: the brand agent for a business customer, none for a personal one', async () => {
    expect((await rest('GET', '/zoho/agent', personal)).body).toMatchObject({ responseCode: '00', agent: null });
    expect((await rest('GET', '/zoho/agent', business)).body.agent).toMatchObject({ id: agentId, name: 'Sam Agent' });
    const fields = await rest('GET', `${DESK}/ticketsFields`, personal);
    expect(fields.body.fields.map((f: { apiName: string }) => f.apiName)).toEqual([
      'subject',
      'description',
      'uploads',
    ]);
  });
});

describe("another customer's ticket is never readable", () => {
  it('every call with the ids of another customer answers not found and writes nothing', async () => {
    const up = await upload(business, { name: 'private.pdf', type: 'application/pdf', body: pdf() });
    const ticket = await openTicket(business, 'Private matter', [up.body.upload.id]);
    const conv = await rest('GET', `${DESK}/tickets/${ticket.id}/conversations`, business);
    const threadId = conv.body.data[0].id as string;
    const before = await counts();
    const probes = [
      rest('GET', `${DESK}/tickets/${ticket.id}`, personal),
      rest('PUT', `${DESK}/tickets/${ticket.id}`, personal, { status: 'Closed' }),
      rest('POST', `${DESK}/tickets/${ticket.id}/threads`, personal, { content: 'hi' }),
      rest('GET', `${DESK}/tickets/${ticket.id}/threads/${threadId}`, personal),
      rest('GET', `${DESK}/tickets/${ticket.id}/conversations`, personal),
      rest(
        'GET',
        `${DESK}/tickets/${ticket.id}/threads/${threadId}/attachments/${up.body.upload.id}/content`,
        personal,
      ),
    ];
    for (const r of await Promise.all(probes))
      expect([r.status, r.body?.responseCode, r.body?.responseDescription]).toEqual([404, 'IM', 'Ticket not found']);
    // Own ticket, another customer's thread or attachment: not found either.
    const own = await openTicket(personal, 'Mine');
    const ownThread = await rest('GET', `${DESK}/tickets/${own.id}/threads/${threadId}`, personal);
    expect(ownThread.status).toBe(404);
    const ownConv = await rest('GET', `${DESK}/tickets/${own.id}/conversations`, personal);
    const crossFile = await rest(
      'GET',
      `${DESK}/tickets/${own.id}/threads/${ownConv.body.data[0].id}/attachments/${up.body.upload.id}/content`,
      personal,
    );
    expect(crossFile.status).toBe(404);
    // Another customer's upload cannot be attached.
    const steal = await rest('POST', `${DESK}/tickets/${own.id}/threads`, personal, {
      content: 'mine now',
      uploads: [up.body.upload.id],
    });
    expect(steal.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'uploads' }] });
    // Lists and stats hold only the caller's tickets.
    const lists = [
      (await rest('GET', `${DESK}/tickets`, personal)).body.data,
      (await rest('GET', '/zoho/tickets', personal)).body.tickets,
    ];
    for (const l of lists) expect(l.map((x: { id: string }) => x.id)).not.toContain(ticket.id);
    const stats = (await rest('GET', '/zoho/tickets/stats', personal)).body.stats;
    expect(stats.unreadTicketNumbers).not.toContain(ticket.ticketNumber);
    expect(await counts()).toEqual({ ...before, tickets: before.tickets + 1, threads: before.threads + 1 });
    expect((await rest('GET', `${DESK}/tickets/${ticket.id}`, business)).body.ticket.status).toBe('Open');
  });
});
