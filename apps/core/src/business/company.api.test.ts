import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS, type TRealtimeDelivery } from '@openportal/contract';
import { message } from '@openportal/messages';
import { callMethod, registrationBody, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { activeCompany, linkFor, fieldMessages } from './business-test-kit.ts';

let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let other: Awaited<ReturnType<typeof activeCompany>>;
beforeAll(async () => {
  t = await startTestCore();
  acme = await activeCompany(t, 'acme');
  other = await activeCompany(t, 'other');
});
afterAll(async () => t?.close());

const READS = [
  ['businessInfoGet', 'business'],
  ['businessShareholderList', 'shareholders'],
  ['businessDirectorList', 'directors'],
  ['businessUltimateOwnerList', 'ultimateOwners'],
  ['businessUserList', 'users'],
  ['businessAccessRightsList', 'rights'],
] as const;
const rightsOf = async (headers: Record<string, string>) =>
  (await callMethod(t, 'businessAccessRightsList', {}, headers)).body.rights as {
    id: number;
    right: number;
    email: string;
    userId: string;
  }[];

describe('company reads', () => {
  it.each(READS)('%s answers the acting company, as its schema says, to a read-only user too', async (call, field) => {
    const r = await callMethod(t, call, {}, acme.rita);
    expect(r.body.responseCode).toBe('00');
    expect(METHOD_CALLS[call].response.safeParse(r.body).success).toBe(true);
    expect(r.body[field]).toBeTruthy();
  });

  it('lists the tree: shareholders with effective shares, directors, owners, users with rights', async () => {
    const names = (rows: unknown) => (rows as { firstName: string }[]).map((x) => x.firstName).sort();
    const sh = (await callMethod(t, 'businessShareholderList', {}, acme.dana)).body.shareholders as {
      firstName: string;
      share: number;
      positionIds: number[];
    }[];
    expect(sh.map((s) => [s.firstName, s.share, s.positionIds])).toEqual(
      expect.arrayContaining([
        ['DANA', 60, [2, 6, 8]],
        ['ELI', 40, [9]],
        ['Holdco', 40, [6]],
      ]),
    );
    // The tree's edges: who holds what share of whom (null: the company itself), and who directs a company.
    const tree = (await callMethod(t, 'businessShareholderList', {}, acme.dana)).body as unknown as {
      shareholders: { id: number; firstName: string }[];
      links: { representativeId: number; parentId: number | null; role: string; kind: string; share: number | null }[];
    };
    const nameOf = (id: number | null) => (id === null ? null : tree.shareholders.find((x) => x.id === id)?.firstName);
    expect(
      tree.links
        .filter((l) => l.role === 'shareholder')
        .map((l) => [nameOf(l.representativeId), nameOf(l.parentId), l.kind, l.share]),
    ).toEqual(
      expect.arrayContaining([
        ['DANA', null, 'person', 60],
        ['Holdco', null, 'company', 40],
        ['ELI', 'Holdco', 'person', 100],
      ]),
    );
    expect(tree.links.some((l) => l.role === 'director' && nameOf(l.parentId) === 'Holdco' && l.share === null)).toBe(
      true,
    );
    expect(names((await callMethod(t, 'businessDirectorList', {}, acme.dana)).body.directors)).toEqual(['DANA']);
    expect(names((await callMethod(t, 'businessUltimateOwnerList', {}, acme.dana)).body.ultimateOwners)).toEqual([
      'DANA',
    ]);
    expect(names((await callMethod(t, 'businessUserList', {}, acme.dana)).body.users)).toEqual([
      'Acme acme Ltd',
      'DANA',
      'RITA',
    ]);
    const info = (await callMethod(t, 'businessInfoGet', {}, acme.dana)).body.business as {
      name: string;
      email: string;
    };
    expect(info).toMatchObject({ name: 'Acme acme Ltd', email: 'owner-acme@example.com' });
    const access = await callMethod(t, 'userAccessInfoGet', {}, acme.dana);
    expect(
      (access.body.userAccessInfo as { businessRepresentativePositionIds: number[] }).businessRepresentativePositionIds,
    ).toEqual([2, 6, 8]);
  });

  it("refuses another company's representative id like one that does not exist, and a personal customer", async () => {
    const theirs = (await rightsOf(other.dana))[0]!.id;
    const r = await callMethod(t, 'businessRepresentativeInfoGet', { id: theirs }, acme.dana);
    expect(fieldMessages(r.body)).toEqual([['id', ERROR_MESSAGES.representativeNotFound]]);
    const none = await callMethod(t, 'businessRepresentativeInfoGet', { id: 999_999 }, acme.dana);
    expect(none.body).toEqual(r.body);
    const own = await callMethod(t, 'businessRepresentativeInfoGet', {}, acme.rita);
    expect((own.body.representative as { firstName: string }).firstName).toBe('RITA');
    // Customer-Id (or fromCustomerId) of the other company: the user holds no right there, nothing answered.
    const theirId = ((await callMethod(t, 'userAccessInfoGet', {}, other.dana)).body.userAccessInfo as { id: string })
      .id;
    for (const [call] of READS) {
      const viaHeader = await callMethod(t, call, {}, { ...acme.dana, 'customer-id': theirId });
      const viaBody = await callMethod(t, call, { fromCustomerId: theirId }, acme.dana);
      expect([call, viaHeader.body.responseCode, viaBody.body.responseCode]).toEqual([call, 'ENOA', 'ENOA']);
    }
    await callMethod(t, 'personalAccountCreate', registrationBody('pat@example.com'));
    const { code } = await linkFor(t, 'pat@example.com');
    await callMethod(t, 'accountActivate', { username: 'pat@example.com', activationCode: code });
    const pat = { authorization: `Bearer ${(await signIn(t, 'pat@example.com', 'Secret-pass-1')).accessToken}` };
    expect((await callMethod(t, 'businessInfoGet', {}, pat)).body).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: ERROR_MESSAGES.businessOnly,
    });
  });
});

describe('businessAccessRightsUpdate', () => {
  it('a main user gives a colleague rights; they hold from the next call', async () => {
    const rita = (await rightsOf(acme.dana)).find((x) => x.email === 'rita-acme@example.com')!;
    expect(rita.right).toBe(1);
    // Read-only: refused the change itself (fullAccess).
    const self = await callMethod(t, 'businessAccessRightsUpdate', { id: rita.id, right: 2 }, acme.rita);
    expect(self.body.responseCode).toBe('13');
    const up = await callMethod(t, 'businessAccessRightsUpdate', { id: rita.id, right: 3 }, acme.dana);
    expect(up.body.responseCode).toBe('00');
    // Rita's open session, same token: her next call sees rights 3.
    const info = await callMethod(t, 'userAccessInfoGet', {}, acme.rita);
    expect((info.body.userAccessInfo as { accessRights: number }).accessRights).toBe(3);
    const back = await callMethod(t, 'businessAccessRightsUpdate', { id: rita.id, right: 1 }, acme.dana);
    expect(back.body.responseCode).toBe('00');
    expect((await rightsOf(acme.dana)).find((x) => x.id === rita.id)!.right).toBe(1);
  });

  it("refuses rights 5, another company's user, and leaving no main user; nothing changes", async () => {
    const before = await rightsOf(acme.dana);
    const rita = before.find((x) => x.email === 'rita-acme@example.com')!;
    const five = await callMethod(t, 'businessAccessRightsUpdate', { id: rita.id, right: 5 }, acme.dana);
    expect(fieldMessages(five.body)).toEqual([['right', ERROR_MESSAGES.authorizedRightsHidden]]);
    const theirs = (await rightsOf(other.dana))[0]!.id;
    const cross = await callMethod(t, 'businessAccessRightsUpdate', { id: theirs, right: 0 }, acme.dana);
    expect(fieldMessages(cross.body)).toEqual([['id', ERROR_MESSAGES.representativeNotFound]]);
    // Owner and Dana hold 2: Dana lowers the owner, then cannot lower herself (the last one).
    const owner = before.find((x) => x.email === 'owner-acme@example.com')!;
    const dana = before.find((x) => x.email === 'dana-acme@example.com')!;
    expect(
      (await callMethod(t, 'businessAccessRightsUpdate', { id: owner.id, right: 4 }, acme.dana)).body.responseCode,
    ).toBe('00');
    const last = await callMethod(t, 'businessAccessRightsUpdate', { id: dana.id, right: 1 }, acme.dana);
    expect(fieldMessages(last.body)).toEqual([['right', ERROR_MESSAGES.lastMainUser]]);
    expect((await rightsOf(acme.dana)).find((x) => x.id === dana.id)!.right).toBe(2);
    // The owner, now 4, cannot raise themself back: only a main user changes rights at all.
    expect(
      (await callMethod(t, 'businessAccessRightsUpdate', { id: owner.id, right: 2 }, acme.owner)).body.responseCode,
    ).toBe('13');
    expect(
      (await callMethod(t, 'businessAccessRightsUpdate', { id: owner.id, right: 2 }, acme.dana)).body.responseCode,
    ).toBe('00');
    expect(await rightsOf(acme.dana)).toEqual(before);
  });

  it('tells the changed user over realtime, after the commit', async () => {
    await t.core.drainOutbox(); // what earlier tests left
    const heard: TRealtimeDelivery[] = [];
    t.core.hub.subscribe((d) => heard.push(d));
    const ritaRow = (await rightsOf(acme.dana)).find((x) => x.email === 'rita-acme@example.com')!;
    expect(
      (await callMethod(t, 'businessAccessRightsUpdate', { id: ritaRow.id, right: 3 }, acme.dana)).body.responseCode,
    ).toBe('00');
    const mailed = t.mails.length;
    await t.core.drainOutbox();
    const events = heard.filter((d) => d.event.type === 'AccessRightsChanged');
    expect(events.map((d) => d.userIds)).toEqual([[ritaRow.userId]]);
    // And she is told: a notification in her open tabs (the portal's toast) and a mail, in the catalogue's words.
    const told = heard.flatMap((d) => (d.event.type === 'Notification' ? [[d.userIds, d.event.notification]] : []));
    const text = {
      title: message('en', 'accessRightsChanged.title'),
      body: message('en', 'accessRightsChanged.body', { company: 'Acme acme Ltd' }),
    };
    expect(told).toEqual([[[ritaRow.userId], expect.objectContaining({ type: 'accessRightsChanged', ...text })]]);
    expect(t.mails.slice(mailed).map((m) => [m.to, m.subject, m.text.trim()])).toEqual([
      ['rita-acme@example.com', text.title, text.body],
    ]);
    expect(
      (await callMethod(t, 'businessAccessRightsUpdate', { id: ritaRow.id, right: 1 }, acme.dana)).body.responseCode,
    ).toBe('00');
  });
});
