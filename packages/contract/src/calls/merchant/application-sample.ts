import type { TApplicationBody } from './application-body.ts';

/**
 * A complete merchant-account application (passes FULL validation), with one item in each list.
 * Test data, kept here so there is one of it: core's API tests save it and the Chromium journey
 * (e2e/src/merchant-application.e2e.test.ts) types it into the portal's form, then checks that
 * what core keeps is exactly this body. Only required fields plus one item per list: the journey
 * types every value it holds, so each extra field costs time there.
 */
export function sampleApplication(): TApplicationBody {
  const address = { address1: '1 Main St', city: 'Vilnius', state: 'Vilnius', postalCode: '01100', country: 'LT' };
  const contact = { email: 'ann@example.com' };
  return {
    applicantType: 'MERCHANT',
    applicantCountry: 'LT',
    applicantEmail: 'owner@example.com',
    applicantPhone: '+37060000001',
    tradeOverInternet: true,
    companyInfo: {
      companyName: 'Shop UAB',
      incorporationNumber: '300000001',
      incorporationDate: '2020-01-15',
      tin: 'LT100000001',
      officialCorrespondenceEmail: 'office@example.com',
      tradingName: 'Shop',
      registrationAddress: address,
      tradingAddress: { ...address, address1: '2 Market Sq' },
    },
    productOrServicesDescription: 'Books sold online',
    isRevenueFromBusinessActivity: true,
    industries: [{ category: 'RETAIL', subCategories: ['Books', 'E-books'] }],
    websites: [{ url: 'https://shop.example.com', statementDescriptor: 'SHOP', cityField: 'Vilnius' }],
    principals: [
      {
        firstName: 'Ona',
        lastName: 'Petraite',
        dateOfBirth: '1980-05-04',
        email: 'ona@example.com',
        phoneNumber: '+37060000002',
        positionInCompany: 'Director',
        address,
      },
    ],
    transactionSettlementOptions: {
      processingCurrencies: ['EUR'],
      settlementEUR: { bankAccountPreference: 'EXISTING_OTHER_ACCOUNT', bankName: 'Bank', swiftBicCode: 'ABCDLT2X' },
    },
    salesMetrics: {
      totalMonthlySalesVolume: '10000',
      expectedMonthlyVolume: '12000',
      numberOfExpectedMonthlyTransactions: '400',
      averageTransactionAmount: '30',
      highestTransactionAmount: '200',
      lowestTransactionAmount: '5',
    },
    processedCreditCardsBefore: 'NONE',
    fraudRate: 0,
    chargebackRate: 1,
    targetMarketsAndDistribution: [{ country: 'LT', volume: 80 }],
    disputeManagement: {
      rdrEnrollmentPreference: 'NONE',
      automaticRdrRefundsAlways: false,
      automaticRdrRefundsThreshold: 0,
      masterCardEnrollmentPreference: 'NONE',
      automaticMastercardRefundsAlways: false,
      automaticMastercardRefundsThreshold: 0,
    },
    integrationRequirements: {
      pciComplianceStatus: false,
      integrationType: 'THIRD_PARTY',
      integrationOption: 'SERVER_TO_SERVER',
      mandatory3ds: true,
      paymentPageHostingPreference: 'OWN',
    },
    contacts: { disputeManagement: contact, technical: contact, riskMonitoring: contact, finance: contact },
  };
}
