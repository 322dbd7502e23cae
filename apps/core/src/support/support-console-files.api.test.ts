import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASES } from '@openportal/contract';
import { adminRest, bearer, operatorSession } from '../admin/admin-test-kit.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { ensureAgent } from './agent-desk.ts';

/** The support console's answer with files and its assignment (issue 22), and the desk list by ticket number. */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const DESK = SERVICE_BASES.supportDesk;
let t: TestCore;
let personal: Record<string, string>;
let business: Record<string, string>;
let operator: string;
let viewer: string;
let ticket: { id: string; ticketNumber: string };
let otherAgent: string;
let foreignAgent: string;

async function rest(verb: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object) {
  const r = await t.core.app.inject({ method: verb, url, headers: onBrand(auth), ...(payload ? { payload } : {}) });
  const json = r.headers['content-type']?.toString().startsWith('application/json') ? r.json() : null;
  return { status: r.statusCode, body: json as Record<string, any>, raw: r.rawPayload };
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1500, 0x20)]);

/** The operator's file for a ticket (multipart `file`). */
async function adminUpload(token: string, ticketId: string, file: { name: string; type: string; body: Buffer }) {
  const b = 'console-boundary';
  const r = await t.core.app.inject({
    method: 'POST',
    url: `/admin/support/tickets/${ticketId}/uploads`,
    payload: Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${b}` },
  });
  return { status: r.statusCode, body: r.json() as Record<string, any> };
}

/** An operator's call, its answer read freely. */
async function operatorCall(verb: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  const r = await adminRest(t, verb, url, token, payload);
  return { status: r.status, body: r.body as Record<string, any> };
}

const audits = async (action: string) =>
  (
    await t.db.query<{ target: string; after: Record<string, unknown> }>(
      'SELECT target, after FROM admin_audit_log WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;
const count = async (sql: string, args: unknown[] = []) =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${sql}`, args)).rows[0]!.n);

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  const session = async (kind: 'personal' | 'business') =>
    bearer((await signIn(t, demoEmail(kind, 'paywave'), DEMO_PASSWORD)).accessToken);
  personal = await session('personal');
  business = await session('business');
  operator = await operatorSession(t, ['support']);
  viewer = await operatorSession(t, ['viewer']);
  otherAgent = await ensureAgent(t.db, 'paywave', 'Ann Agent', 'ann@paywave.desk');
  foreignAgent = await ensureAgent(t.db, 'coinpurse', 'Cid Agent', 'cid@coinpurse.desk');
  const opened = await rest('POST', `${DESK}/tickets`, personal, { subject: 'Statement', description: 'Please' });
  ticket = opened.body.ticket;
}, 240_000);
afterAll(async () => t?.close());

describe('support console: answer with files, assign', () => {
  it('answers with the operator’s file; the customer downloads its bytes; audited with the count', async () => {
    const up = await adminUpload(operator, ticket.id, { name: 'answer.pdf', type: 'application/pdf', body: pdf });
    expect([up.status, up.body.responseCode, up.body.data.name]).toEqual([200, '00', 'answer.pdf']);
    const r = await operatorCall('POST', `/admin/support/tickets/${ticket.id}/threads`, operator, {
      content: 'Here it is',
      uploads: [up.body.data.id],
    });
    expect(r.body.data.attachments).toEqual([{ id: up.body.data.id, name: 'answer.pdf', size: pdf.length }]);
    const file = await rest(
      'GET',
      `${DESK}/tickets/${ticket.id}/threads/${r.body.data.id}/attachments/${up.body.data.id}/content`,
      personal,
    );
    expect([file.status, Buffer.from(file.raw).equals(pdf)]).toEqual([200, true]);
    expect((await audits('support.reply')).at(-1)!.after).toMatchObject({ attachments: 1 });
    // Sent once: naming it again refuses the whole answer, nothing written.
    const threads = await count('support_threads WHERE ticket_id = $1', [ticket.id]);
    const again = await operatorCall('POST', `/admin/support/tickets/${ticket.id}/threads`, operator, {
      content: 'Again',
      uploads: [up.body.data.id],
    });
    expect(again.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'uploads' }] });
    expect(await count('support_threads WHERE ticket_id = $1', [ticket.id])).toBe(threads);
  });

  it('refuses a file by content and the viewer role; stores nothing', async () => {
    const before = await count('support_uploads');
    const fake = await adminUpload(operator, ticket.id, {
      name: 'x.pdf',
      type: 'application/pdf',
      body: Buffer.from('MZ'),
    });
    expect(fake.body).toMatchObject({ validationErrors: [{ field: 'file' }] });
    const ro = await adminUpload(viewer, ticket.id, { name: 'answer.pdf', type: 'application/pdf', body: pdf });
    expect(ro.status).toBe(403);
    const none = await adminUpload(operator, '999999', { name: 'answer.pdf', type: 'application/pdf', body: pdf });
    expect(none.body.responseCode).toBe('IM');
    expect(await count('support_uploads')).toBe(before);
  });

  it('assigns to me and to another agent of the brand, audited; the ticket shows the agent', async () => {
    const mine = await operatorCall('PUT', `/admin/support/tickets/${ticket.id}/agent`, operator, { agentId: 'me' });
    expect(mine.body).toMatchObject({ responseCode: '00' });
    const one = await operatorCall('GET', `/admin/support/tickets/${ticket.id}`, operator);
    const agents = one.body.data.agents as Array<{ id: string; name: string; mine: boolean }>;
    expect(agents.map((a) => a.name)).toContain('Ann Agent');
    expect(agents.some((a) => a.id === foreignAgent)).toBe(false);
    expect(agents.filter((a) => a.mine)).toHaveLength(1);
    const ann = await operatorCall('PUT', `/admin/support/tickets/${ticket.id}/agent`, operator, {
      agentId: otherAgent,
    });
    expect(ann.body.data.agentName).toBe('Ann Agent');
    const log = await audits('support.assign');
    expect(log.map((l) => l.target)).toEqual([`ticket ${ticket.ticketNumber}`, `ticket ${ticket.ticketNumber}`]);
    expect(log[1]!.after).toEqual({ agentId: otherAgent });
  });

  it('refuses another brand’s agent, an unknown one and the viewer; nothing changes, nothing audited', async () => {
    const before = (await audits('support.assign')).length;
    for (const agentId of [foreignAgent, '999999', 'abc']) {
      const r = await operatorCall('PUT', `/admin/support/tickets/${ticket.id}/agent`, operator, { agentId });
      expect(r.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'agentId' }] });
    }
    const ro = await operatorCall('PUT', `/admin/support/tickets/${ticket.id}/agent`, viewer, { agentId: 'me' });
    expect(ro.status).toBe(403);
    const one = await operatorCall('GET', `/admin/support/tickets/${ticket.id}`, operator);
    expect(one.body.data.ticket.agentName).toBe('Ann Agent');
    expect((await audits('support.assign')).length).toBe(before);
  });
});

describe('desk list by ticket number', () => {
  it('answers the customer’s ticket of that number, and nothing for another customer', async () => {
    const mine = await rest('GET', `${DESK}/tickets?ticketNumber=${ticket.ticketNumber}`, personal);
    expect((mine.body.data as Array<{ id: string }>).map((x) => x.id)).toEqual([ticket.id]);
    const theirs = await rest('GET', `${DESK}/tickets?ticketNumber=${ticket.ticketNumber}`, business);
    expect(theirs.body.data).toEqual([]);
    const bad = await rest('GET', `${DESK}/tickets?ticketNumber=x1`, personal);
    expect(bad.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'ticketNumber' }] });
  });
});
