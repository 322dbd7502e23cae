import { ADDRESS_STATUSES, type TLanguage } from '@openportal/contract';
import type { TAddressRow } from './addresses.ts';
import { uploadedDocument, type TDocumentRow } from './documents.ts';

/**
 * An address as spec 1 §3 with its proof documents. Its status follows its newest document
 * (confirmed, waiting: pending, rejected); without one, the stored status (confirmAddress sets
 * pending). A confirmed proof that expired marks the document out of date.
 */
export function addressEntry(a: TAddressRow, docs: readonly TDocumentRow[], lang: TLanguage) {
  const own = docs.filter((d) => d.address_id === a.id);
  const newest = own[0];
  const status = addressStatusOf(newest, a.status);
  const outOfDate = newest?.status === 'expired';
  return {
    addressId: a.id,
    addressType: a.address_type,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    postalCode: a.postal_code,
    countryCode: a.country_code,
    stateCode: a.state_code,
    stateName: null,
    addressStatus: status as never,
    confirmed: status === ADDRESS_STATUSES.confirmed,
    uploadedDocuments: own.map((d) => uploadedDocument(d, lang)),
    isDocumentOutOfDate: outOfDate,
    isCardDocumentRequired: false,
    isDocumentRequired: status !== ADDRESS_STATUSES.confirmed && status !== ADDRESS_STATUSES.pending,
  };
}

/**
 * The address status an address's newest proof gives (confirmed, waiting: pending, rejected,
 * else unconfirmed); without a proof, `stored` (the address's own status).
 */
export function addressStatusOf(newest: Pick<TDocumentRow, 'status'> | undefined, stored: number): number {
  if (!newest) return stored;
  if (newest.status === 'confirmed' || newest.status === 'expiredSoon') return ADDRESS_STATUSES.confirmed;
  if (newest.status === 'waiting') return ADDRESS_STATUSES.pending;
  if (newest.status === 'rejected') return ADDRESS_STATUSES.rejected;
  return ADDRESS_STATUSES.unconfirmed;
}
