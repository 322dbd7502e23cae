import type { Db } from '@openportal/db';
import { AppError } from '../platform/app-error.ts';
import { randomToken, sha256Hex } from '../platform/crypto.ts';
import type { UploadedFile } from '../platform/operation.ts';
import { FileStoreError, putRecorded, type FileStore } from '../files/index.ts';

/** The client id the e-sign stand-in answers in signData (our choice). */
export const ESIGN_CLIENT_ID = 'openportal-esign';

/** Whose certification a document belongs to: a customer, or one of a company's representatives. */
export interface TCertificationOwner {
  customerId: string;
  representativeId?: number;
}

/**
 * A W-form waiting for its signature and the e-sign page's link (provider/esign.ts): signing
 * there validates it. Shared by the personal (W-9, W-8BEN) and the business representative's
 * (W-9, W-8BEN-E) self-certification.
 */
export async function startWFormSigning(
  deps: { db: Db; publicUrl: string },
  owner: TCertificationOwner,
  form: 'W9' | 'W8BEN' | 'W8BENE',
) {
  const token = randomToken(24);
  const r = await deps.db.query<{ id: number }>(
    `INSERT INTO certification_documents (customer_id, representative_id, kind, status, sign_token_hash)
     VALUES ($1, $2, $3, 'none', $4) RETURNING id`,
    [owner.customerId, owner.representativeId ?? null, form, sha256Hex(token)],
  );
  const signUrl = `${deps.publicUrl.replace(/\/$/, '')}/esign/${r.rows[0]!.id}/${token}`;
  return { signData: { clientId: ESIGN_CLIENT_ID, signUrl, signUrls: [signUrl] } };
}

const refused = (message: string) =>
  new AppError('VF', 'validationFailed', { validationErrors: [{ field: 'document', message }] });

/**
 * The certificate of loss of US nationality (multipart, the file part named document, spec 1 §5):
 * an image or PDF by content, up to 10 MiB; it waits for review as pending.
 */
export async function storeLossOfNationality(
  deps: { db: Db; files: FileStore },
  owner: TCertificationOwner,
  files: readonly UploadedFile[],
) {
  const file = files.find((f) => f.field === 'document');
  if (!file) throw refused('Required');
  try {
    await putRecorded(
      deps.files,
      [() => deps.files.put({ body: file.data, contentType: file.mimetype, name: file.filename })],
      ([meta]) =>
        deps.db.query(
          `INSERT INTO certification_documents (customer_id, representative_id, kind, status, file_id)
           VALUES ($1, $2, 'COLN', 'pending', $3)`,
          [owner.customerId, owner.representativeId ?? null, meta!.id],
        ),
    );
  } catch (error) {
    if (error instanceof FileStoreError)
      throw refused(error.code === 'tooLarge' ? 'File is too large' : 'This file type is not accepted');
    throw error;
  }
}
