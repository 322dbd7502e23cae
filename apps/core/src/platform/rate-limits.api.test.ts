import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { methodCallUrl, rateClassOf, REST_CALLS } from '@openportal/contract';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir, STANDARD_RATE_PER_MIN: '2' });
  await seedDemo(t.db, brandsDir);
});
afterAll(async () => t?.close());

/** customerInfoGet (a standard-class call) from `address`, signed in with `token`. */
const infoFrom = async (address: string, token: string) =>
  (
    await t.core.app.inject({
      method: 'POST',
      url: methodCallUrl('', 'customerInfoGet'),
      remoteAddress: address,
      headers: onBrand({ authorization: `Bearer ${token}` }),
      payload: {},
    })
  ).statusCode;

describe('the standard rate class', () => {
  it('keys on the signed-in user, not on the address', async () => {
    const personal = (await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken;
    const business = (await signIn(t, demoEmail('business', 'paywave'), DEMO_PASSWORD)).accessToken;
    // Two users behind one office address each have their own budget of two...
    const office = [await infoFrom('192.0.2.1', personal), await infoFrom('192.0.2.1', personal)];
    expect([...office, await infoFrom('192.0.2.1', business)]).toEqual([200, 200, 200]);
    // ...and one user gets no fresh budget from another address.
    expect(await infoFrom('198.51.100.20', personal)).toBe(429);
  });

  it('puts pdfGenerate (a rendered document) in the heavy class, apart from ordinary calls', () => {
    expect(rateClassOf(REST_CALLS.pdfGenerate)).toBe('heavy');
  });
});
