import {
  APPLICANT_TYPES,
  BILLING_METHODS,
  CREDIT_CARD_PROCESSING_DURATIONS,
  INDUSTRIES,
  INTEGRATION_OPTIONS,
  INTEGRATION_TYPES,
  MASTERCARD_ENROLLMENTS,
  PAYMENT_PAGE_HOSTINGS,
  RDR_ENROLLMENTS,
  THIRD_PARTY_GATEWAYS,
} from '@openportal/contract';
import type { TFieldSpec } from './fields.tsx';

/** An address's fields (company registration and trading, principals). */
export const ADDRESS: readonly TFieldSpec[] = [
  { name: 'address1' },
  { name: 'address2' },
  { name: 'city' },
  { name: 'state' },
  { name: 'postalCode' },
  { name: 'country', kind: 'country' },
];
export const CONTACT: readonly TFieldSpec[] = [
  { name: 'name' },
  { name: 'email', kind: 'email' },
  { name: 'phone', kind: 'tel' },
  { name: 'other' },
];
export const WEBSITE: readonly TFieldSpec[] = [
  { name: 'url', kind: 'url' },
  { name: 'statementDescriptor' },
  { name: 'cityField' },
  { name: 'certificate' },
];
export const INDUSTRY: readonly TFieldSpec[] = [
  { name: 'category', options: INDUSTRIES },
  { name: 'subCategories', kind: 'list' },
];
export const PRINCIPAL: readonly TFieldSpec[] = [
  { name: 'firstName' },
  { name: 'middleName' },
  { name: 'lastName' },
  { name: 'dateOfBirth', kind: 'date' },
  { name: 'email', kind: 'email' },
  { name: 'phoneNumber', kind: 'tel' },
  { name: 'positionInCompany' },
  { name: 'passportNumber' },
  { name: 'driverLicenseNumber' },
];
export const MARKET: readonly TFieldSpec[] = [
  { name: 'country', kind: 'country' },
  { name: 'volume', kind: 'int' },
];

/** The form's steps in order: their key (title `application.step.<key>`) and the body's top-level keys each holds. */
export const STEPS = [
  {
    key: 'applicant',
    top: [
      'applicantType',
      'agentPSPISOName',
      'applicantCountry',
      'applicantEmail',
      'applicantPhone',
      'tradeOverInternet',
    ],
  },
  { key: 'company', top: ['companyInfo'] },
  {
    key: 'business',
    top: [
      'productOrServicesDescription',
      'industries',
      'websites',
      'billingMethods',
      'revenueOrigin',
      'freeTrialZeroAmount',
      'isRevenueFromBusinessActivity',
      'businessPlanDoc',
    ],
  },
  { key: 'principals', top: ['principals'] },
  { key: 'settlement', top: ['transactionSettlementOptions'] },
  {
    key: 'sales',
    top: [
      'salesMetrics',
      'estimatedMonthlySalesVolume',
      'estimatedMonthlyTransfers',
      'processedCreditCardsBefore',
      'fraudRate',
      'chargebackRate',
      'targetMarketsAndDistribution',
    ],
  },
  { key: 'integration', top: ['disputeManagement', 'integrationRequirements'] },
  { key: 'contacts', top: ['contacts'] },
  { key: 'documents', top: [] },
] as const;
export type TStepKey = (typeof STEPS)[number]['key'];

/** The step holding a field path (`data.companyInfo.tin` → company), or -1. */
export function stepOf(path: string): number {
  const top = path.replace(/^data\./, '').split('.')[0]!;
  return STEPS.findIndex((s) => (s.top as readonly string[]).includes(top));
}

export const APPLICANT: readonly TFieldSpec[] = [
  { name: 'applicantType', options: APPLICANT_TYPES },
  { name: 'agentPSPISOName' },
  { name: 'applicantCountry', kind: 'country' },
  { name: 'applicantEmail', kind: 'email' },
  { name: 'applicantPhone', kind: 'tel' },
  { name: 'tradeOverInternet', kind: 'yesNo' },
];
export const COMPANY: readonly TFieldSpec[] = [
  { name: 'companyName' },
  { name: 'incorporationNumber' },
  { name: 'incorporationDate', kind: 'date' },
  { name: 'tin' },
  { name: 'officialCorrespondenceEmail', kind: 'email' },
  { name: 'tradingName' },
];
export const BUSINESS: readonly TFieldSpec[] = [
  { name: 'productOrServicesDescription' },
  { name: 'isRevenueFromBusinessActivity', kind: 'yesNo' },
  { name: 'revenueOrigin' },
  { name: 'freeTrialZeroAmount', kind: 'yesNo' },
  { name: 'businessPlanDoc' },
];
export const BILLING = BILLING_METHODS;
export const SALES_METRICS: readonly TFieldSpec[] = [
  { name: 'totalMonthlySalesVolume' },
  { name: 'expectedMonthlyVolume' },
  { name: 'numberOfExpectedMonthlyTransactions' },
  { name: 'averageTransactionAmount' },
  { name: 'highestTransactionAmount' },
  { name: 'lowestTransactionAmount' },
];
export const SALES: readonly TFieldSpec[] = [
  { name: 'estimatedMonthlySalesVolume', kind: 'number' },
  { name: 'estimatedMonthlyTransfers', kind: 'number' },
  { name: 'processedCreditCardsBefore', options: CREDIT_CARD_PROCESSING_DURATIONS },
  { name: 'fraudRate', kind: 'int' },
  { name: 'chargebackRate', kind: 'int' },
];
export const DISPUTES: readonly TFieldSpec[] = [
  { name: 'rdrEnrollmentPreference', options: RDR_ENROLLMENTS },
  { name: 'automaticRdrRefundsAlways', kind: 'yesNo' },
  { name: 'automaticRdrRefundsThreshold', kind: 'int' },
  { name: 'masterCardEnrollmentPreference', options: MASTERCARD_ENROLLMENTS },
  { name: 'automaticMastercardRefundsAlways', kind: 'yesNo' },
  { name: 'automaticMastercardRefundsThreshold', kind: 'int' },
];
export const INTEGRATION: readonly TFieldSpec[] = [
  { name: 'pciComplianceStatus', kind: 'yesNo' },
  { name: 'integrationType', options: INTEGRATION_TYPES },
  { name: 'integrationOption', options: INTEGRATION_OPTIONS },
  { name: 'thirdPartyGateway', options: THIRD_PARTY_GATEWAYS },
  { name: 'thirdPartyGatewayOther' },
  { name: 'mandatory3ds', kind: 'yesNo' },
  { name: 'paymentPageHostingPreference', options: PAYMENT_PAGE_HOSTINGS },
  { name: 'paymentPageURL', kind: 'url' },
];
