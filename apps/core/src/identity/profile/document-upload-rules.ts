import { DOCUMENT_UPLOAD, documentNeedsBack, documentTypeAllowedFor, sniffDocumentType } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { lockAddress } from './addresses.ts';
import { customerProfile } from './customer.ts';
import { knownDocumentType } from './documents.ts';

export interface TDocumentUploadInput {
  type: number;
  addressId?: number | undefined;
  issuedDate?: string | undefined;
  expiresDate?: string | undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The rules of a customer's document upload (spec 1 §5, issue 21), checked before any file is
 * stored: a known type, 88 only for RU and UA residents, the back page of types 4 and 5, an
 * address of the customer's own, dates in order and not expired. Throws the catalogue refusal.
 */
export async function checkDocumentUpload(
  q: Queryable,
  customerId: string,
  input: TDocumentUploadInput,
  hasBack: boolean,
): Promise<void> {
  if (!knownDocumentType(input.type)) throw fieldError('type', 'unknownDocumentType');
  const customer = await customerProfile(q, customerId);
  if (!documentTypeAllowedFor(input.type, customer.residenceCountryCode))
    throw fieldError('type', 'documentTypeNotForCountry');
  if (documentNeedsBack(input.type) && !hasBack) throw fieldError('fileBack', 'documentBackRequired');
  if (input.expiresDate !== undefined && input.expiresDate < today())
    throw fieldError('expiresDate', 'documentExpired');
  if (input.issuedDate !== undefined && input.issuedDate > today()) throw fieldError('issuedDate', 'documentDates');
  if (input.issuedDate && input.expiresDate && input.expiresDate <= input.issuedDate)
    throw fieldError('expiresDate', 'documentDates');
  if (input.addressId !== undefined && !(await lockAddress(q, customerId, input.addressId)))
    throw new AppError('IM', 'notFound');
}

/**
 * What a side's bytes are: JPEG, PNG or PDF by their first bytes (the name and the declared type
 * are not trusted), at most 10 MiB. Throws the catalogue refusal on the side's field.
 */
export function documentFileType(field: string, data: Buffer): string {
  if (data.length === 0) throw fieldError(field, 'documentFileEmpty');
  if (data.length > DOCUMENT_UPLOAD.maxBytesPerSide) throw fieldError(field, 'documentFileTooLarge');
  const type = sniffDocumentType(data.subarray(0, DOCUMENT_UPLOAD.sniffBytes));
  if (!type) throw fieldError(field, 'documentFileType');
  return type;
}
