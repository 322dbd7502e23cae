import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, TEST_BRAND, type TestCore } from '../test-support.ts';
import { DEMO_COMPANY_USERS, demoCompanyUserEmail } from './demo.ts';

const brands = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brands });
  await seedDemo(t.db, brands);
});
afterAll(async () => t?.close());

const as = async (email: string) => ({
  authorization: `Bearer ${(await signIn(t, email, DEMO_PASSWORD)).accessToken}`,
});

describe('the demo company', () => {
  it('has a director, two shareholders (one a company) and users with rights 2, 1, 3 and 5', async () => {
    const reader = await as(demoCompanyUserEmail('reader', TEST_BRAND));
    const sh = (await callMethod(t, 'businessShareholderList', {}, reader)).body.shareholders as {
      firstName: string;
      share: number;
    }[];
    expect(sh.map((s) => [s.firstName, s.share])).toEqual([
      ['Sam', 70],
      ['Demo Holdings Ltd', 30],
      ['Hana', 30],
    ]);
    const directors = (await callMethod(t, 'businessDirectorList', {}, reader)).body.directors as {
      firstName: string;
    }[];
    expect(directors.map((d) => d.firstName)).toEqual(['Sam']);
    const rights = (await callMethod(t, 'businessAccessRightsList', {}, reader)).body.rights as {
      email: string;
      right: number;
    }[];
    expect(rights.map((r) => [r.email, r.right])).toEqual([
      [`business@${TEST_BRAND}.example`, 2],
      [`multi@${TEST_BRAND}.example`, 2],
      ...DEMO_COMPANY_USERS.map((u) => [demoCompanyUserEmail(u.key, TEST_BRAND), u.rights]),
    ]);
  });

  it('seeds once: a second run adds nothing', async () => {
    const n = async () =>
      Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_representatives')).rows[0]!.n);
    const before = await n();
    await seedDemo(t.db, brands);
    expect(await n()).toBe(before);
  });

  it('the read-only, initiating and uploading users may not change rights; the main user may', async () => {
    const owner = await as(`business@${TEST_BRAND}.example`);
    const rights = (await callMethod(t, 'businessAccessRightsList', {}, owner)).body.rights as {
      id: number;
      email: string;
    }[];
    const readerId = rights.find((r) => r.email.startsWith('reader@'))!.id;
    for (const key of ['reader', 'initiator', 'uploader']) {
      const r = await callMethod(
        t,
        'businessAccessRightsUpdate',
        { id: readerId, right: 1 },
        await as(demoCompanyUserEmail(key, TEST_BRAND)),
      );
      expect([key, r.body.responseCode]).toEqual([key, '13']);
    }
    expect(
      (await callMethod(t, 'businessAccessRightsUpdate', { id: readerId, right: 1 }, owner)).body.responseCode,
    ).toBe('00');
  });
});
