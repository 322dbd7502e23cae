import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { publishAnnouncement } from './announcements.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let personal: Record<string, string>;
let business: Record<string, string>;
let plain: number;
let confirm: number;
let foreign: number;
let later: number;
let spanish: number;

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  const bearer = async (kind: 'personal' | 'business') => ({
    authorization: `Bearer ${(await signIn(t, demoEmail(kind, 'paywave'), DEMO_PASSWORD)).accessToken}`,
  });
  personal = await bearer('personal');
  business = await bearer('business');
  plain = await publishAnnouncement(t.db, { brand: 'paywave', title: 'New app', body: 'Version 2 is out' });
  confirm = await publishAnnouncement(t.db, {
    brand: 'paywave',
    title: 'New terms',
    body: 'Please accept the new fees',
    withConfirmation: true,
  });
  foreign = await publishAnnouncement(t.db, { brand: 'coinpurse', title: 'Other brand', body: 'x' });
  later = await publishAnnouncement(t.db, {
    brand: 'paywave',
    title: 'Tomorrow',
    body: 'x',
    publishAt: new Date(Date.now() + 86_400_000),
  });
  spanish = await publishAnnouncement(t.db, { brand: 'paywave', language: 'es', title: 'Hola', body: 'x' });
});
afterAll(async () => t?.close());

const reads = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM announcement_reads')).rows[0]!.n);

describe('announcements', () => {
  it('lists the brand’s published news in the reader’s language, unread, and the ones needing an answer', async () => {
    const all = await callMethod(t, 'announcementList', {}, personal);
    expect(all.body.responseCode).toBe('00');
    const ids = (all.body.announcements as { id: number }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([plain, confirm]));
    for (const hidden of [foreign, later, spanish]) expect(ids).not.toContain(hidden);
    expect(all.body.announcements).toContainEqual(
      expect.objectContaining({ id: confirm, isRead: false, withConfirmation: true, choice: null }),
    );
    const needing = await callMethod(t, 'announcementList', { withConfirmation: true }, personal);
    expect((needing.body.announcements as { id: number }[]).map((a) => a.id)).toEqual([confirm]);
    const es = await callMethod(t, 'announcementList', {}, { ...personal, 'accept-language': 'es' });
    expect((es.body.announcements as { id: number }[]).map((a) => a.id)).toContain(spanish);
  });

  it('get marks it read for that user only; accept and decline are kept', async () => {
    const got = await callMethod(t, 'announcementGet', { id: confirm }, personal);
    expect(got.body.announcement).toMatchObject({ id: confirm, isRead: true, title: 'New terms' });
    const other = await callMethod(t, 'announcementList', {}, business);
    expect(other.body.announcements).toContainEqual(expect.objectContaining({ id: confirm, isRead: false }));
    expect(
      (await callMethod(t, 'announcementAnswer', { id: confirm, choice: 'accept' }, personal)).body.responseCode,
    ).toBe('00');
    const after = await callMethod(t, 'announcementGet', { id: confirm }, personal);
    expect(after.body.announcement).toMatchObject({ choice: 'accept' });
    await callMethod(t, 'announcementAnswer', { id: confirm, choice: 'decline' }, business);
    const declined = await callMethod(t, 'announcementGet', { id: confirm }, business);
    expect(declined.body.announcement).toMatchObject({ choice: 'decline' });
  });

  it('refuses with a catalogue message and writes nothing', async () => {
    const before = await reads();
    const noAnswer = await callMethod(t, 'announcementAnswer', { id: plain, choice: 'accept' }, personal);
    expect(noAnswer.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'id', message: 'This announcement needs no answer' }],
    });
    for (const id of [foreign, later, 999_999]) {
      const r = await callMethod(t, 'announcementGet', { id }, personal);
      expect([r.status, r.body.responseDescription]).toEqual([404, 'Announcement not found']);
      const a = await callMethod(t, 'announcementAnswer', { id, choice: 'accept' }, personal);
      expect(a.body.responseCode).toBe('IM');
    }
    const bad = await callMethod(t, 'announcementAnswer', { id: confirm, choice: 'maybe' }, personal);
    expect(bad.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'choice' }] });
    expect(await reads()).toBe(before);
  });
});
