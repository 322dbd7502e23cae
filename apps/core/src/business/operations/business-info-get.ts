import { businessInfoGet } from '@openportal/contract';
import { addressEntry, addressesOf, documentsOf } from '../../identity/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { companyDocumentGroups } from '../data/documents.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The acting company's data (spec 1 §3 Business). A personal customer is refused (ENOA
 * businessOnly). Addresses are the company's customer addresses with their proofs (as
 * addressInquiry answers them); documents the company's own kyc documents, by kind
 * (data/documents.ts); financialInstitution and isConverted its stored flags (migration 0054).
 */
export const businessInfoGetOp = (deps: BusinessDeps) =>
  operation(businessInfoGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const p = await profileOf(deps.db, customerId);
    const [addresses, docs] = await Promise.all([addressesOf(deps.db, customerId), documentsOf(deps.db, customerId)]);
    const own = docs.filter((d) => d.representative_id === null);
    return {
      business: {
        name: p.name,
        registrationCountryCode: p.registration_country_code,
        tradingName: p.trading_name,
        email: p.email,
        registrationNumber: p.registration_number,
        registrationDate: p.registration_date,
        businessTaxId: p.business_tax_id,
        website: p.website,
        description: p.description,
        phone: p.phone,
        addresses: addresses.map((a) => addressEntry(a, own, ctx.lang)),
        ...companyDocumentGroups(docs, ctx.lang),
        financialDetail: p.financial_detail,
        dueDiligenceQuestionnaire: p.due_diligence,
        financialInstitution: p.financial_institution,
        isConverted: p.is_converted,
      },
    };
  });
