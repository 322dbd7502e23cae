import { ERROR_MESSAGES, fillPath, REST_CALLS, type TErrorMessageKey } from '@openportal/contract';
import { call, from } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';

/** Shared by the profile API tests: calls, REST verification calls, uploads and codes from the catchers. */
export { call };

/** A VF refusal on one field with one catalogue message. */
export const refusal = (field: string, key: TErrorMessageKey) => ({
  responseCode: 'VF',
  validationErrors: [{ field, message: ERROR_MESSAGES[key] }],
});

export async function verifyRest(
  t: TestCore,
  which: 'verificationPhoneVerify' | 'verificationCustomerVerify',
  params: Record<string, string | number>,
  body: object,
  auth: object,
) {
  const res = await t.core.app.inject({
    method: 'POST',
    url: fillPath(REST_CALLS[which].path, params),
    headers: from('203.0.113.7', auth as Record<string, string>),
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}

/** The six digits of the last mail to `to` (after the outbox ran). */
export async function lastMailCode(t: TestCore, to: string): Promise<string> {
  await t.core.drainOutbox();
  const mail = t.mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no mail code to ${to}`);
  return code;
}

/** The six digits of the last SMS to `to` (after the outbox ran). */
export async function lastSms(t: TestCore, to: string): Promise<string> {
  await t.core.drainOutbox();
  const sms = t.sms.filter((m) => m.to === to).at(-1);
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no SMS code to ${to}`);
  return code;
}

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
export const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

type TPart = { field: string; name: string; type: string; body: Buffer };

/** customerDocumentUpload as the portal sends it: a data part and the file parts. */
export async function upload(t: TestCore, auth: object, data: object, files: TPart[]) {
  const b = 'op-profile-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${b}--\r\n`),
  ]);
  const res = await t.core.app.inject({
    method: 'POST',
    url: '/?method=customerDocumentUpload',
    payload,
    headers: from('203.0.113.7', {
      ...(auth as Record<string, string>),
      'content-type': `multipart/form-data; boundary=${b}`,
    }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}

/** Rows of a table for one owner column, to show a refusal wrote nothing. */
export async function countRows(t: TestCore, table: string, column: string, id: string): Promise<number> {
  const r = await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE ${column} = $1`, [id]);
  return Number(r.rows[0]!.n);
}
