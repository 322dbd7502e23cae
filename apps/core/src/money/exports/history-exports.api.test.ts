import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { accountIn, call, startCardsWorld, type TCardsWorld } from '../../cards/cards-test-kit.ts';
import { onBrand } from '../../test-support.ts';
import { writeMonthlyStatements } from './statements.ts';

let w: TCardsWorld;
beforeAll(async () => {
  w = await startCardsWorld();
});
afterAll(async () => w?.t.close());

const status = async (exportId: string, who = w.me) => (await call(w.t, who, 'historyExportStatus', { exportId })).body;
const download = (url: string, who = w.me) => w.t.core.app.inject({ method: 'GET', url, headers: onBrand(who.auth) });
const exportsCount = async () =>
  (await w.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM history_exports')).rows[0]!.n;

async function pdfText(pdf: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const doc = await task.promise;
  let out = '';
  for (let i = 1; i <= doc.numPages; i++)
    out += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' ');
  await task.destroy();
  return out;
}

describe('history exports', () => {
  it('makes a CSV of the filtered history by a job, with progress, for its customer only', async () => {
    const usd = await accountIn(w.t, w.me, 'USD');
    const total = (await call(w.t, w.me, 'historyGet', { accountId: usd.accountId })).body.total as number;
    const started = await call(w.t, w.me, 'historyExportStart', { accountId: usd.accountId, format: 'csv' });
    const exportId = started.body.exportId as string;
    expect((await status(exportId)).export).toMatchObject({ status: 'pending', url: null, rowsDone: 0, format: 'csv' });
    await w.t.core.drainOutbox();
    const done = (await status(exportId)).export as {
      status: string;
      url: string;
      rowsDone: number;
      rowsTotal: number;
    };
    expect(done).toMatchObject({ status: 'ready', rowsDone: total, rowsTotal: total });
    const file = await download(done.url);
    expect(file.statusCode).toBe(200);
    const lines = file.payload.trim().split('\r\n');
    expect(lines[1]).toBe('"Date","Transaction","Type","Status","Description","Account","Currency","Amount"');
    expect(lines).toHaveLength(2 + total);
    expect((await download(done.url, w.other)).statusCode).toBe(404);
    expect((await status(exportId, w.other)).responseCode).toBe('IM');
  });

  it('refuses another customer’s account and an unknown export, writing nothing', async () => {
    const before = await exportsCount();
    const theirs = await accountIn(w.t, w.other, 'USD');
    const refused = await call(w.t, w.me, 'historyExportStart', { accountId: theirs.accountId });
    expect(refused.body.responseCode).not.toBe('00');
    expect(await exportsCount()).toBe(before);
    expect((await status('00000000-0000-4000-8000-000000000000')).responseCode).toBe('IM');
  });

  it('makes a PDF and sends it to an e-mail address as an attachment, once ready', async () => {
    const exportId = (await call(w.t, w.me, 'historyExportStart', { format: 'pdf' })).body.exportId as string;
    const early = await call(w.t, w.me, 'historyExportSend', { exportId, email: 'someone@example.com' });
    expect(JSON.stringify(early.body)).toContain('not ready');
    await w.t.core.drainOutbox();
    const ready = (await status(exportId)).export as { url: string };
    expect((await download(ready.url)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mailed = w.t.mails.length;
    expect(
      (await call(w.t, w.me, 'historyExportSend', { exportId, email: 'someone@example.com' })).body.responseCode,
    ).toBe('00');
    await w.t.core.drainOutbox();
    const mail = w.t.mails.slice(mailed).find((m) => m.to === 'someone@example.com')!;
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ contentType: 'application/pdf' });
    expect((await text(mail.attachments![0]!.content as never)).slice(0, 5)).toBe('%PDF-');
  });
});

describe('monthly statements', () => {
  it('writes one statement per account and month whose closing balance is the ledger’s', async () => {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const outbox = { add: (tx: never, kind: never, p: never) => w.t.core.outbox.add(tx, kind, p) };
    // This customer's accounts only: the whole run renders a PDF for every demo account of seven
    // brands (the test neared its 60 s limit on a loaded box); the job's query is the same.
    const written = await writeMonthlyStatements(w.t.db, outbox, { from, to }, w.me.customerId);
    expect(written).toBeGreaterThan(0);
    expect(await writeMonthlyStatements(w.t.db, outbox, { from, to }, w.me.customerId)).toBe(0);
    await w.t.core.drainOutbox();
    const usd = await accountIn(w.t, w.me, 'USD');
    const list = await call(w.t, w.me, 'historyExportList', { accountId: usd.accountId, year: now.getUTCFullYear() });
    expect(list.body.total).toBe(1);
    const [statement] = list.body.exports as Array<{ status: string; url: string; dateFrom: string }>;
    expect(statement).toMatchObject({ status: 'ready', dateFrom: from });
    const pdf = await pdfText((await download(statement!.url)).rawPayload);
    expect(pdf).toContain(`Closing balance: ${usd.balance} USD`);
    expect(pdf).toContain('Opening balance: 0.00 USD');
  });
});
