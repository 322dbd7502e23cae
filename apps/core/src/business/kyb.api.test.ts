import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TKybCompanyView, type TKybQueueRow } from '@openportal/contract';
import { message } from '@openportal/messages';
import { adminRest, reviewDesk } from '../admin/admin-test-kit.ts';
import { callMethod, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, companyBody, fieldMessages } from './business-test-kit.ts';

let t: TestCore;
let compliance: string;
let compliance2: string;
let support: string;
let finance: string;
beforeAll(async () => {
  t = await startTestCore();
  ({ compliance, compliance2, support, finance } = await reviewDesk(t));
});
afterAll(async () => t?.close());

type TCompany = Awaited<ReturnType<typeof activeCompany>>;
const companyId = async (c: TCompany) =>
  ((await callMethod(t, 'userAccessInfoGet', {}, c.dana)).body.userAccessInfo as { id: string }).id;
const needsKyc = async (c: TCompany) =>
  ((await callMethod(t, 'userAccessInfoGet', {}, c.dana)).body.userAccessInfo as { isNeedKyc: boolean }).isNeedKyc;
const view = async (id: string, token = support) =>
  (await adminRest(t, 'GET', `/admin/business/companies/${id}`, token)).body.data as TKybCompanyView;
const queue = async () => (await adminRest(t, 'GET', '/admin/business/kyb', support)).body.data as TKybQueueRow[];
const audit = async (target: string) =>
  (
    await t.db.query<{ action: string; after: Record<string, unknown> }>(
      `SELECT action, after FROM admin_audit_log WHERE target = $1 ORDER BY id`,
      [target],
    )
  ).rows;
const decide = (id: string, token: string, body: object) =>
  adminRest(t, 'POST', `/admin/business/companies/${id}/kyb`, token, body);
/** The mails the company's users (of `tag`'s company) got, as [to, subject, text] after `from`. */
const mailsOf = async (tag: string, from: number) => {
  await t.core.drainOutbox();
  return t.mails
    .slice(from)
    .filter((m) => m.to.endsWith(`-${tag}@example.com`))
    .map((m) => [m.to, m.subject, m.text.trim()])
    .sort();
};

describe('back-office KYB review', () => {
  it('queue, detail with the share tree, approval by compliance: verified, out of the queue, audited', async () => {
    const acme = await activeCompany(t, 'kyb-a');
    const id = await companyId(acme);
    expect(await needsKyc(acme)).toBe(true);
    const row = (await queue()).find((r) => r.customerId === id)!;
    expect(row).toMatchObject({ name: 'Acme kyb-a Ltd', brand: 'paywave', version: 1 });

    const v = await view(id);
    expect(v.kyb).toMatchObject({ status: 'waiting', verified: false, version: 1 });
    expect(v.directors).toEqual(['DANA Person']);
    expect(v.tree.map((n) => [n.name, n.share, n.effectiveShare, n.directors])).toEqual([
      ['DANA Person', 60, 60, []],
      ['Holdco', 40, 40, ['ELI Person']],
    ]);
    expect(v.tree[1]!.children.map((n) => [n.name, n.share, n.effectiveShare])).toEqual([['ELI Person', 100, 40]]);
    expect(v.representatives.map((r) => r.name)).toEqual(
      expect.arrayContaining(['DANA Person', 'ELI Person', 'RITA Person', 'Holdco']),
    );
    expect(v.financialDetail).toEqual({ monthlyDeposit: '10000' });

    // Support reads, never decides; finance does not even read. Nothing changed, the refusal is audited.
    expect((await decide(id, support, { decision: 'approve', version: 1 })).status).toBe(403);
    expect((await adminRest(t, 'GET', '/admin/business/kyb', finance)).status).toBe(403);
    expect((await view(id)).kyb.status).toBe('waiting');

    await t.core.drainOutbox();
    const mailed = t.mails.length;
    const ok = await decide(id, compliance, { decision: 'approve', version: 1 });
    expect(ok.body.data).toEqual({ status: 'approved', verified: true, version: 2 });
    // Every user of the company is told by mail, in the catalogue's words.
    const approved = [
      message('en', 'kybApproved.title'),
      message('en', 'kybApproved.body', { company: 'Acme kyb-a Ltd' }),
    ];
    expect(await mailsOf('kyb-a', mailed)).toEqual(
      ['dana', 'owner', 'rita'].map((who) => [`${who}-kyb-a@example.com`, ...approved]),
    );
    expect(await needsKyc(acme)).toBe(false);
    expect((await queue()).some((r) => r.customerId === id)).toBe(false);
    expect(await audit(`kyb:${id}`)).toEqual([
      { action: 'kyb.approve', after: { status: 'approved', verified: true } },
    ]);
    const after = await view(id);
    expect(after.history.map((h) => h.action)).toEqual(['kyb.approve']);
    expect(after.kyb).toMatchObject({ status: 'approved', verified: true, version: 2 });

    // A second operator deciding on the version they saw is told it was decided; nothing changes.
    const stale = await decide(id, compliance2, { decision: 'reject', version: 1, reason: 'Late' });
    expect(stale.body.responseDescription).toBe(ERROR_MESSAGES.kybAlreadyDecided);
    expect((await view(id)).kyb.status).toBe('approved');
  });

  it('bad decisions are refused with their messages; a rejection keeps the company unverified, then it can be approved', async () => {
    const acme = await activeCompany(t, 'kyb-b');
    const id = await companyId(acme);
    for (const [body, expected] of [
      [{ decision: 'reject', version: 1 }, [['reason', ERROR_MESSAGES.operatorReasonRequired]]],
      [{ decision: 'reject', version: 1, reason: '   ' }, [['reason', ERROR_MESSAGES.operatorReasonRequired]]],
      [{ decision: 'reject', version: 1, reason: 'x'.repeat(301) }, [['reason', ERROR_MESSAGES.operatorReasonTooLong]]],
      [{ decision: 'maybe', version: 1 }, [['decision', ERROR_MESSAGES.kybDecisionChoice]]],
    ] as const) {
      const r = await decide(id, compliance, body);
      expect(r.body.responseCode).toBe('VF');
      expect(fieldMessages(r.body)).toEqual(expected);
    }
    expect((await adminRest(t, 'GET', '/admin/business/companies/nope', support)).body.responseCode).toBe('VF');
    expect((await view(id)).kyb).toMatchObject({ status: 'waiting', version: 1 });

    await t.core.drainOutbox();
    const mailed = t.mails.length;
    const no = await decide(id, compliance, { decision: 'reject', version: 1, reason: 'Registry extract missing' });
    expect(no.body.data).toEqual({ status: 'rejected', verified: false, version: 2 });
    const values = { company: 'Acme kyb-b Ltd', reason: 'Registry extract missing.' };
    const told = await mailsOf('kyb-b', mailed);
    expect(told.map((m) => m[0])).toEqual([
      'dana-kyb-b@example.com',
      'owner-kyb-b@example.com',
      'rita-kyb-b@example.com',
    ]);
    for (const m of told)
      expect(m.slice(1)).toEqual([message('en', 'kybRejected.title'), message('en', 'kybRejected.body', values)]);
    expect(await needsKyc(acme)).toBe(true);
    expect((await view(id)).kyb).toMatchObject({ status: 'rejected', reason: 'Registry extract missing' });
    const yes = await decide(id, compliance, { decision: 'approve', version: 2 });
    expect(yes.body.data).toMatchObject({ status: 'approved', verified: true });
    expect((await audit(`kyb:${id}`)).map((a) => a.action)).toEqual(['kyb.reject', 'kyb.approve']);
  });

  it('a company not yet activated is not in the queue and cannot be decided', async () => {
    const body = companyBody('kyb-p');
    expect((await callMethod(t, 'businessAccountCreate', body)).body.responseCode).toBe('00');
    const id = (
      await t.db.query<{ customer_id: string }>(`SELECT customer_id FROM business_profiles WHERE email = $1`, [
        body.generalForm.email,
      ])
    ).rows[0]!.customer_id;
    expect((await queue()).some((r) => r.customerId === id)).toBe(false);
    const r = await decide(id, compliance, { decision: 'approve', version: 1 });
    expect(r.body.responseDescription).toBe(ERROR_MESSAGES.businessNotActivated);
    expect((await view(id)).kyb.status).toBe('waiting');
  });
});
