import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_CALLS } from '@openportal/contract';
import { message } from '@openportal/messages';
import { multipartBody } from '../kyc/kyc-test-kit.ts';
import { callMethod, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, twoCompanies } from './business-test-kit.ts';

/**
 * A resolution signed on the e-sign page (issue 26): the send mails each signer with an e-mail
 * their link, the signer who is the caller also gets it in the answers; the page shows what is
 * signed; a signature changes the signer's state, the last one the resolution's status; a link
 * never opens twice, nor for another signer or another resolution.
 */
let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let other: Awaited<ReturnType<typeof activeCompany>>;
beforeAll(async () => {
  t = await startTestCore();
  ({ acme, other } = await twoCompanies(t));
});
afterAll(async () => t?.close());

type TResolution = {
  id: number;
  statusId: number;
  signers: { id: number; name: string; signed: boolean; signUrl?: string }[];
};

const idOf = async (headers: Record<string, string>, firstName: string) =>
  (
    (await callMethod(t, 'businessShareholderList', {}, headers)).body.shareholders as {
      id: number;
      firstName: string;
    }[]
  ).find((s) => s.firstName === firstName)!.id;
const resolutions = async (headers: Record<string, string>) =>
  (await callMethod(t, 'businessResolutionGet', {}, headers)).body.resolutions as TResolution[];
const send = async (headers: Record<string, string>, ids: number[]) => {
  const r = await callMethod(t, 'businessResolutionSend', { businessRepresentativeIds: ids }, headers);
  expect(METHOD_CALLS.businessResolutionSend.response.safeParse(r.body).success).toBe(true);
  return r.body.resolution as TResolution;
};
const page = (url: string) => t.core.app.inject({ method: 'GET', url: new URL(url).pathname });
const sign = (url: string, fields: Record<string, string> = { signature: 'Dana Person', certify: 'yes' }) => {
  const form = multipartBody([], fields);
  return t.core.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload: form.payload,
    headers: form.headers,
  });
};
const signedRows = async (id: number) =>
  (
    await t.db.query<{ signed_name: string | null }>(
      `SELECT signed_name FROM business_resolution_signers WHERE resolution_id = $1 ORDER BY representative_id`,
      [id],
    )
  ).rows.map((r) => r.signed_name);

describe('a resolution signed on the e-sign page', () => {
  it('mails the link, shows the page, records the signature once; status 2 once everyone signed', async () => {
    const [dana, eli] = [await idOf(acme.dana, 'DANA'), await idOf(acme.dana, 'ELI')];
    await t.core.drainOutbox();
    const mailed = t.mails.length;
    const both = await send(acme.dana, [dana, eli]);
    const alone = await send(acme.dana, [dana]);
    const urlOf = (r: TResolution) => r.signers.find((s) => s.id === dana)!.signUrl!;
    // Dana has an e-mail: each resolution's link reaches her in the catalogue's words; Eli has none.
    await t.core.drainOutbox();
    const mails = t.mails.slice(mailed);
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      [both, alone].map(() => [
        'dana-acme@example.com',
        message('en', 'resolutionToSign.title', { company: 'Acme acme Ltd' }),
      ]),
    );
    expect(mails.map((m) => m.text.trim()).sort()).toEqual(
      [both, alone]
        .map((r) =>
          message('en', 'resolutionToSign.body', { company: 'Acme acme Ltd', id: String(r.id), url: urlOf(r) }),
        )
        .sort(),
    );

    const shown = await page(urlOf(both));
    expect([
      shown.statusCode,
      shown.body.includes(`Company resolution #${both.id}`),
      shown.body.includes('Acme acme Ltd'),
    ]).toEqual([200, true, true]);
    // Without the approval ticked nothing is signed.
    expect((await sign(urlOf(both), { signature: 'Dana Person' })).statusCode).toBe(400);
    expect(await signedRows(both.id)).toEqual([null, null]);
    expect((await sign(urlOf(both))).statusCode).toBe(200);
    expect(await signedRows(both.id)).toEqual(['Dana Person', null]);
    // Eli still signs: the resolution waits; Dana's link is spent and gone from the answers.
    const afterOne = (await resolutions(acme.dana)).find((r) => r.id === both.id)!;
    expect([afterOne.statusId, afterOne.signers.map((s) => [s.id, s.signed, s.signUrl])]).toEqual([
      1,
      [
        [dana, true, undefined],
        [eli, false, undefined],
      ],
    ]);
    expect((await page(urlOf(both))).statusCode).toBe(404);
    expect((await sign(urlOf(both))).statusCode).toBe(404);

    // Her only signature on the other one completes it: status 2, seen by a read-only user too.
    expect((await sign(urlOf(alone))).statusCode).toBe(200);
    const done = (await resolutions(acme.rita)).find((r) => r.id === alone.id)!;
    expect([done.statusId, done.signers.map((s) => s.signed)]).toEqual([2, [true]]);
  });

  it('a link opens nothing for another signer, another resolution, a changed token or another company', async () => {
    const [dana, eli] = [await idOf(acme.dana, 'DANA'), await idOf(acme.dana, 'ELI')];
    const r = await send(acme.dana, [dana, eli]);
    const url = new URL(r.signers.find((s) => s.id === dana)!.signUrl!);
    const [, , , id, rep, token] = url.pathname.split('/');
    expect([id, rep]).toEqual([String(r.id), String(dana)]);
    const theirs = await send(other.dana, [await idOf(other.dana, 'DANA')]);
    const tampered = [
      `/esign/resolution/${r.id}/${eli}/${token}`,
      `/esign/resolution/${theirs.id}/${dana}/${token}`,
      `/esign/resolution/${r.id}/${dana}/${token!.slice(0, -2)}xx`,
      `/esign/resolution/${r.id}/${dana}/x`,
    ];
    for (const path of tampered) {
      expect((await t.core.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
      expect((await sign(`http://x${path}`)).statusCode, path).toBe(404);
    }
    expect(await signedRows(r.id)).toEqual([null, null]);
    expect(await signedRows(theirs.id)).toEqual([null]);
  });
});
