import { businessInfoGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The acting company's data (spec 1 §3 Business). A personal customer is refused (ENOA
 * businessOnly). Addresses, corporate, source-of-wealth and additional documents come with the
 * document engine and KYB (issue 26's later part): empty until then, marked.
 */
export const businessInfoGetOp = (deps: BusinessDeps) =>
  operation(
    businessInfoGet,
    async (ctx) => {
      const { customerId } = customerOf(ctx.caller);
      const p = await profileOf(deps.db, customerId);
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
          addresses: [],
          corporateDocuments: [],
          corporateDocumentsStatus: null,
          financialDetail: p.financial_detail,
          dueDiligenceQuestionnaire: p.due_diligence,
          sourceOfWealthDocuments: [],
          additionalDocuments: [],
          financialInstitution: false,
          isConverted: false,
        },
      };
    },
    {
      stubs: [
        'addresses',
        'corporateDocuments',
        'corporateDocumentsStatus',
        'sourceOfWealthDocuments',
        'additionalDocuments',
        'financialInstitution',
        'isConverted',
      ],
    },
  );
