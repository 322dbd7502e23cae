import { ADDRESS_STATUSES, dueDiligenceInfoGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { ADDRESS_TYPE_IDS, customerDocuments, uploadedDocument } from '../documents.ts';
import type { KycDeps } from '../module.ts';
import { kycRow } from '../status.ts';

interface TAddressRow {
  id: number;
  address_type: number;
  address1: string;
  address2: string | null;
  city: string;
  postal_code: string;
  country_code: string;
  state_code: string | null;
  status: number;
}

/**
 * Due diligence (spec 1 §4: levels 1 and 4 load it): the customer's residence address with its
 * proofs, the latest due-diligence document, every due-diligence document, the level and the
 * answers given (kycInfoUpdate).
 */
export const dueDiligenceInfoGetOp = (deps: KycDeps) =>
  operation(dueDiligenceInfoGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const [k, docs, addresses] = await Promise.all([
      kycRow(deps.db, customerId),
      customerDocuments(deps.db, customerId),
      deps.db.query<TAddressRow>(
        `SELECT id, address_type, address1, address2, city, postal_code, country_code, state_code, status
           FROM customer_addresses WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
        [customerId],
      ),
    ]);
    const dd = docs.filter((d) => d.is_due_diligence);
    const a = addresses.rows[0];
    const proofs = a
      ? docs.filter((d) => ADDRESS_TYPE_IDS.includes(d.type) && (d.address_id === a.id || d.address_id === null))
      : [];
    return {
      address: a
        ? {
            addressId: a.id,
            addressType: a.address_type,
            address1: a.address1,
            address2: a.address2,
            city: a.city,
            postalCode: a.postal_code,
            countryCode: a.country_code,
            stateCode: a.state_code,
            stateName: null,
            addressStatus: a.status as never,
            confirmed: a.status === ADDRESS_STATUSES.confirmed,
            uploadedDocuments: proofs.map((d) => uploadedDocument(d)),
            isDocumentOutOfDate: proofs.length > 0 && proofs.every((d) => d.status === 'expired'),
            isCardDocumentRequired: false,
            isDocumentRequired:
              a.status !== ADDRESS_STATUSES.confirmed &&
              !proofs.some((d) => d.status === 'waiting' || d.status === 'confirmed'),
          }
        : null,
      document: dd[0] ? uploadedDocument(dd[0]) : null,
      uploadedDocuments: dd.map((d) => uploadedDocument(d)),
      dueDiligenceLevel: k.due_diligence_level,
      questionnaire: {
        occupationId: k.occupation_id,
        sourceOfFundsIds: k.source_of_funds_ids,
        purposeOfAccountIds: k.purpose_of_account_ids,
        estimatedMonthlyDepositId: k.estimated_monthly_deposit_id,
        answers: k.answers,
      },
    };
  });
