/** Test data: the demo company's answers (company.test.tsx). */
const ok = (fields: Record<string, unknown>) => ({ json: { responseCode: '00', ...fields } });

const rep = (
  id: number,
  firstName: string,
  lastName: string,
  share: number | null,
  positionIds: number[],
  more = {},
) => ({
  ...{ id, firstName, lastName, email: null, positionIds, share, accessRights: null, documents: [] },
  ...{ addressStatus: null, identityStatus: null, controlDocumentStatus: null, certificationStatus: 'none' },
  ...more,
});
export const SAM = rep(1, 'Sam', 'Owner', 70, [2, 6, 8], { email: 'business@example.com', accessRights: 2 });
export const HOLDCO = rep(2, 'Demo Holdings Ltd', '', 30, [6]);
export const HANA = rep(3, 'Hana', 'Holder', 30, [9], { identityStatus: 26 });

export const BUSINESS = {
  name: 'Demo Ltd',
  registrationCountryCode: 'GB',
  tradingName: null,
  email: 'business@example.com',
  registrationNumber: '09876543',
  registrationDate: '2018-03-01',
  businessTaxId: null,
  website: null,
  description: null,
  phone: '447700900300',
  addresses: [],
  corporateDocuments: [],
  corporateDocumentsStatus: null,
  financialDetail: {},
  dueDiligenceQuestionnaire: {},
  sourceOfWealthDocuments: [],
  additionalDocuments: [],
  financialInstitution: false,
  isConverted: false,
};

export const RIGHTS = [
  { id: 1, right: 2, userId: 'u1', name: 'Sam Owner', email: 'business@example.com' },
  { id: 4, right: 1, userId: 'u4', name: 'Rhea Reader', email: 'reader@example.com' },
  { id: 5, right: 3, userId: 'u5', name: 'Ian Initiator', email: 'initiator@example.com' },
];

/** The company calls answered as the demo company would. */
export const COMPANY_HANDLERS: Record<string, () => { json: unknown }> = {
  'method:businessInfoGet': () => ok({ business: BUSINESS }),
  'method:businessShareholderList': () =>
    ok({
      shareholders: [SAM, HOLDCO, HANA],
      links: [
        { representativeId: 1, parentId: null, role: 'shareholder', kind: 'person', share: 70 },
        { representativeId: 2, parentId: null, role: 'shareholder', kind: 'company', share: 30 },
        { representativeId: 3, parentId: 2, role: 'shareholder', kind: 'person', share: 100 },
        { representativeId: 1, parentId: null, role: 'director', kind: 'person', share: null },
        { representativeId: 3, parentId: 2, role: 'director', kind: 'person', share: null },
      ],
    }),
  'method:businessDirectorList': () => ok({ directors: [SAM] }),
  'method:businessRepresentativeInfoGet': () => ok({ representative: SAM }),
  'method:businessUltimateOwnerList': () => ok({ ultimateOwners: [SAM] }),
  'method:businessUserList': () => ok({ users: [SAM] }),
  'method:businessAccessRightsList': () => ok({ rights: RIGHTS }),
  'method:businessPotentialUserList': () =>
    ok({ users: [{ id: 3, firstName: 'Hana', lastName: 'Holder', email: 'hana@example.com' }] }),
  'method:businessAuthorizedUserGet': () =>
    ok({
      authorizedUserInformationApi: {
        ...{ firstName: 'Sam', lastName: 'Owner', email: 'business@example.com' },
        ...{ companyEmail: 'business@example.com', businessName: 'Demo Ltd', redirectUrl: null },
      },
    }),
  'method:documentsInquiry': () => ok({ documents: [] }),
  'method:dictionaryCountries': () => ok({ countries: [{ code: 'GB', name: 'United Kingdom' }] }),
};
