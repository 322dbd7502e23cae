import type { TApplicationBody } from '@openportal/contract';
import { bearerOf, SECRET, type TUser } from '../security/security-test-kit.ts';
import { onBrand, type TestCore } from '../test-support.ts';

/** API tests: a complete application body (passes FULL validation). */
export function fullApplication(): TApplicationBody {
  const address = { address1: '1 Main St', city: 'Vilnius', state: 'Vilnius', postalCode: '01100', country: 'LT' };
  const contact = { name: 'Ann', email: 'ann@example.com', phone: '+37060000000' };
  return {
    applicantCountry: 'LT',
    applicantType: 'MERCHANT',
    tradeOverInternet: true,
    applicantEmail: 'owner@example.com',
    applicantPhone: '+37060000001',
    companyInfo: {
      companyName: 'Shop UAB',
      incorporationNumber: '300000001',
      incorporationDate: '2020-01-15',
      tin: 'LT100000001',
      officialCorrespondenceEmail: 'office@example.com',
      registrationAddress: address,
      tradingName: 'Shop',
      tradingAddress: address,
    },
    productOrServicesDescription: 'Books sold online',
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
    isRevenueFromBusinessActivity: true,
    processedCreditCardsBefore: 'NONE',
    fraudRate: 0,
    chargebackRate: 1,
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
    websites: [{ url: 'https://shop.example.com', statementDescriptor: 'SHOP', cityField: 'Vilnius' }],
  };
}

/** A fresh user on `brand` (a second, business customer when asked) and its bearer headers. */
export async function applicant(t: TestCore, brand = 'paywave', secondCustomer = false) {
  const res = await t.core.app.inject({
    method: 'POST',
    url: '/testing/customers',
    headers: { 'x-internal-secret': SECRET },
    payload: { brand, kind: 'business', secondCustomer },
  });
  const user = res.json() as TUser;
  return { user, headers: brand === 'paywave' ? await bearerOf(t, user) : { authorization: '' } };
}

/** A customer-area REST call on `brand`: status and answer. */
export async function rest(
  t: TestCore,
  verb: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  brand = 'paywave',
) {
  const res = await t.core.app.inject({
    method: verb,
    url,
    headers: onBrand(headers, brand),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}
