import {
  APPLICATION_NOTIFICATION_TYPES,
  BUSINESS_NOTIFICATION_TYPES,
  LANGUAGES,
  MONEY_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  KYC_NOTIFICATION_TYPES,
  ZRealtimeDelivery,
} from '@openportal/contract';
import { migrate, type Db } from '@openportal/db';
import { migrateLedger } from '@openportal/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox, TOutboxKind } from '../../jobs/index.ts';
import { openTestDb } from '../../jobs/test-db.ts';
import { coreMigrations } from '../../migrations.ts';
import { newId } from '../crypto.ts';
import { NOTICE_RULES, notify, render, securityNotice, setNotificationSetting, type TNoticeData } from './index.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await migrateLedger(db);
  await migrate(db, 'core', coreMigrations());
});
afterAll(() => close());

/** An outbox that keeps what it is given. */
function recordingOutbox() {
  const jobs: { kind: TOutboxKind; payload: Record<string, unknown> }[] = [];
  const outbox: Outbox = {
    async add(_tx, kind, payloads) {
      for (const p of payloads) jobs.push({ kind, payload: p as unknown as Record<string, unknown> });
    },
  };
  return { outbox, jobs, of: (kind: TOutboxKind) => jobs.filter((j) => j.kind === kind).map((j) => j.payload) };
}

async function seedUser(a: { language?: string; phones?: string[]; device?: 'approved' | 'unapproved' } = {}) {
  const id = newId();
  const email = `n-${id}@example.test`;
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand, language)
     VALUES ($1, $2, 'x', 'Ann', 'Lee', 'active', 'paywave', $3)`,
    [id, email, a.language ?? null],
  );
  for (const e164 of a.phones ?? [])
    await db.query('INSERT INTO user_phones (user_id, e164, confirmed) VALUES ($1, $2, true)', [id, e164]);
  if (a.device)
    await db.query(
      `INSERT INTO devices (id, user_id, name, type, secret_hash, approved_at)
       VALUES ($1, $2, 'p', 'ios', $1, CASE WHEN $3 THEN now() END)`,
      [newId(), id, a.device === 'approved'],
    );
  return { id, email };
}

const brandName = () => 'Paywave';
const received: TNoticeData['moneyReceived'] = { amount: '€10.00', from: 'Jane D.', params: { transactionId: '42' } };

describe('notify', () => {
  it('money received: mail, push and a toast, in the language the reader last signed in with', async () => {
    const u = await seedUser({ language: 'ru', phones: ['+447700900001'], device: 'approved' });
    const rec = recordingOutbox();
    await notify(
      db,
      { outbox: rec.outbox, brandName },
      { userIds: [u.id], brand: 'paywave' },
      'moneyReceived',
      received,
    );
    expect(rec.of('mail')).toEqual([
      expect.objectContaining({ to: u.email, subject: 'Поступление денег', text: 'Вы получили €10.00 от Jane D..\n' }),
    ]);
    expect(rec.of('sms')).toEqual([]);
    expect(rec.of('push')).toEqual([
      {
        userIds: [u.id],
        title: 'Поступление денег',
        body: 'Вы получили €10.00 от Jane D..',
        data: { transactionId: '42' },
      },
    ]);
    const [toast] = rec.of('realtime');
    expect(ZRealtimeDelivery.parse(toast)).toMatchObject({
      userIds: [u.id],
      event: { type: 'Notification', notification: { type: 'moneyReceived', params: { transactionId: '42' } } },
    });
    // The stored channel: the same notification kept for the user, unread.
    const stored = await db.query<{ id: string; type: string; title: string; params: unknown; read_at: Date | null }>(
      'SELECT id, type, title, params, read_at FROM user_notifications WHERE user_id = $1',
      [u.id],
    );
    const sent = ZRealtimeDelivery.parse(toast).event as { notification: { id: string } };
    expect(stored.rows).toEqual([
      {
        id: sent.notification.id,
        type: 'moneyReceived',
        title: 'Поступление денег',
        params: { transactionId: '42' },
        read_at: null,
      },
    ]);
  });

  it('the caller’s language wins when given', async () => {
    const u = await seedUser({ language: 'ru' });
    const rec = recordingOutbox();
    await notify(
      db,
      { outbox: rec.outbox, brandName },
      { userIds: [u.id], brand: 'paywave', lang: 'es' },
      'moneyReceived',
      received,
    );
    expect(rec.of('mail')[0]).toMatchObject({ subject: 'Dinero recibido' });
  });

  it('writes nothing for a user who switched the notice off', async () => {
    const u = await seedUser();
    await setNotificationSetting(db, u.id, 'incomingTransfer', false);
    const rec = recordingOutbox();
    await notify(
      db,
      { outbox: rec.outbox, brandName },
      { userIds: [u.id], brand: 'paywave' },
      'moneyReceived',
      received,
    );
    expect(rec.jobs).toEqual([]);
  });

  it('tells a whole audience in one job a channel, each reader once', async () => {
    const a = await seedUser({ language: 'pt', device: 'approved' });
    const b = await seedUser({ device: 'approved' });
    // A push only reaches an approved linked device: a user with none (or an unapproved one) gets no push job.
    const c = await seedUser({ device: 'unapproved' });
    const rec = recordingOutbox();
    await notify(
      db,
      { outbox: rec.outbox, brandName },
      { userIds: [a.id, b.id, b.id, c.id], brand: 'paywave' },
      'paymentAwaitsApproval',
      { amount: '$5.00', initiator: 'Bob K.', payee: 'Acme Ltd' },
    );
    expect(
      rec
        .of('mail')
        .map((m) => m.to)
        .sort(),
    ).toEqual([a.email, b.email, c.email].sort());
    expect(rec.of('push').map((p) => p.userIds)).toEqual([a.id, b.id].sort().map((id) => [id]));
    expect(rec.jobs.filter((j) => j.kind === 'mail')).toHaveLength(3);
  });

  it('security changes ignore opt-outs and reach every address, the replaced one too', async () => {
    const u = await seedUser({ phones: ['+447700900002', '+447700900003'] });
    for (const s of ['newSignIn', 'passwordChanged'] as const) await setNotificationSetting(db, u.id, s, false);
    const rec = recordingOutbox();
    await securityNotice(
      db,
      rec.outbox,
      { userId: u.id, lang: 'en', brand: 'paywave', brandName: 'Paywave', extraEmails: ['old@example.test'] },
      'emailChanged',
    );
    const body = 'The e-mail address of your account was changed. If it was not you, contact us at once.';
    expect(rec.of('mail')).toEqual([
      expect.objectContaining({ to: u.email, subject: 'Paywave: The e-mail address of your account was changed.' }),
      expect.objectContaining({ to: 'old@example.test', text: `${body}\n` }),
    ]);
    expect(rec.of('sms').map((s) => [s.to, s.text])).toEqual([
      ['+447700900002', `Paywave: ${body}`],
      ['+447700900003', `Paywave: ${body}`],
    ]);
    expect(rec.of('push')).toEqual([]);
  });

  it('a code goes only to the address given', async () => {
    const u = await seedUser({ phones: ['+447700900004'] });
    const rec = recordingOutbox();
    await notify(
      db,
      { outbox: rec.outbox, brandName },
      { userIds: [u.id], brand: 'paywave', lang: 'en', only: { channel: 'sms', to: '+447700900009' } },
      'oneTimeCode',
      { code: '123456', purpose: 'passwordChange', ttlS: 600 },
    );
    expect(rec.jobs).toEqual([
      {
        kind: 'sms',
        payload: expect.objectContaining({
          to: '+447700900009',
          text: 'Paywave: 123456 is your code to change your password. It expires in 10 minutes. Never share it.',
        }),
      },
    ]);
  });
});

describe('notice types', () => {
  const samples: { [T in keyof TNoticeData]: TNoticeData[T] } = {
    oneTimeCode: { code: '000000', purpose: 'signIn', ttlS: 120 },
    paymentCode: { code: '000000', amount: '10.00 EUR', payee: 'account 1002', ttlS: 600 },
    securityChange: { change: 'deviceLinked' },
    newSignIn: { ip: '203.0.113.7' },
    passwordChanged: {},
    moneyReceived: received,
    invoiceIssued: { amount: '1', from: 'A' },
    invoicePaid: { amount: '1', payer: 'A' },
    invoiceRejected: { amount: '1', payer: 'A' },
    paymentAwaitsApproval: { amount: '1', initiator: 'A', payee: 'B' },
    documentConfirmed: { document: 'Passport' },
    documentRejected: { document: 'Passport', reason: 'blurred' },
    documentRequested: { document: 'Utility bill', reason: 'address not readable' },
    documentExpSoon: { document: 'Passport', date: '2027-01-01' },
    documentExpired: { document: 'Passport' },
    identityVerified: {},
    usernameChanged: { username: 'ann@example.com' },
    zohoNewMessage: { ticketNumber: '100001', params: { ticketNumber: '100001' } },
    zohoClosedNoReply: { ticketNumber: '100001', params: { ticketNumber: '100001' } },
    applicationVerified: { id: '7' },
    applicationRejected: { id: '7', reason: 'The website is missing.' },
    accessRightsChanged: { company: 'Acme Ltd' },
    kybApproved: { company: 'Acme Ltd' },
    kybRejected: { company: 'Acme Ltd', reason: 'The register extract is missing.' },
    resolutionToSign: { company: 'Acme Ltd', id: '3', url: 'https://example.com/esign/resolution/3/4/x' },
  };
  it('render in every language with their data', () => {
    for (const lang of LANGUAGES)
      for (const type of Object.keys(NOTICE_RULES) as (keyof TNoticeData)[]) {
        const text = render(lang, 'Paywave', type, samples[type] as never);
        expect(text.title.length * text.body.length, `${lang} ${type}`).toBeGreaterThan(0);
      }
  });
  it('reach open tabs only as a contract notification type', () => {
    const realtime = Object.entries(NOTICE_RULES).filter(([, r]) => r.channels.includes('realtime'));
    const known: readonly string[] = [
      ...MONEY_NOTIFICATION_TYPES,
      ...NOTIFICATION_TYPES,
      ...KYC_NOTIFICATION_TYPES,
      ...APPLICATION_NOTIFICATION_TYPES,
      ...BUSINESS_NOTIFICATION_TYPES,
    ];
    for (const [type] of realtime) expect(known).toContain(type);
  });
});
