import { z } from 'zod';
import {
  APPLICANT_TYPES,
  BANK_ACCOUNT_PREFERENCES,
  BILLING_METHODS,
  CREDIT_CARD_PROCESSING_DURATIONS,
  INDUSTRIES,
  INTEGRATION_OPTIONS,
  INTEGRATION_TYPES,
  MASTERCARD_ENROLLMENTS,
  PAYMENT_PAGE_HOSTINGS,
  RDR_ENROLLMENTS,
  SETTLEMENT_CRYPTOCURRENCIES,
  THIRD_PARTY_GATEWAYS,
} from '../../enums/merchant.ts';
import { ZCountryCode, ZDate, ZEmail } from '../../primitives.ts';

/** The merchant-account application body (spec 3 §3). Lists need at least one item. */
const str = (max = 200) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const opt = (max = 200) => z.string().trim().max(max, `At most ${max} characters`).optional();
const list = <T extends z.ZodType>(item: T, max = 50) =>
  z.array(item).min(1, 'Add at least one item').max(max, `At most ${max} items`);
const phone = z.string().regex(/^\+?[0-9 ()-]{4,24}$/, 'Enter a phone number');

export const ZApplicationAddress = z.strictObject({
  address1: str(),
  address2: opt(),
  city: str(100),
  state: str(100),
  postalCode: str(20),
  country: ZCountryCode,
});
export const ZCompanyInfo = z.strictObject({
  companyName: str(),
  incorporationNumber: str(64),
  incorporationDate: ZDate,
  tin: str(40),
  officialCorrespondenceEmail: ZEmail,
  registrationAddress: ZApplicationAddress,
  tradingName: str(),
  tradingAddress: ZApplicationAddress,
});
export const ZIndustryBusinessCategory = z.strictObject({
  category: z.enum(INDUSTRIES, { error: 'Choose an industry' }),
  subCategories: list(str(100)),
});
export const ZWebsite = z.strictObject({
  url: z.url({ error: 'Enter a website URL' }).max(2048),
  statementDescriptor: str(25),
  cityField: str(13),
  certificate: opt(200),
});
export const ZPrincipal = z.strictObject({
  firstName: str(100),
  middleName: opt(100),
  lastName: str(100),
  dateOfBirth: ZDate,
  email: ZEmail,
  phoneNumber: phone,
  address: ZApplicationAddress,
  positionInCompany: str(100),
  passportNumber: opt(40),
  driverLicenseNumber: opt(40),
});
export const ZFiatSettlement = z.strictObject({
  bankAccountPreference: z.enum(BANK_ACCOUNT_PREFERENCES, { error: 'Choose a bank account preference' }),
  bankCountry: ZCountryCode.optional(),
  bankName: opt(),
  bankAccountNumber: opt(64),
  swiftBicCode: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'SWIFT/BIC is 8 or 11 letters and digits')
    .optional(),
  accountHolderName: opt(),
});
export const ZCryptoSettlement = z.strictObject({
  cryptocurrency: z.enum(SETTLEMENT_CRYPTOCURRENCIES, { error: 'Choose a cryptocurrency' }),
  percentage: z
    .int({ error: 'Percentage is a whole number' })
    .gt(0, 'Percentage must be above 0')
    .lte(100, 'Percentage must not be above 100'),
  walletAddress: str(128),
  preferredNetwork: str(64),
});
export const ZTransactionSettlementOptions = z.strictObject({
  processingCurrencies: list(z.string().regex(/^[A-Z]{3}$/, 'Currency is three capital letters'), 20),
  settlementUSD: ZFiatSettlement.nullable().optional(),
  settlementEUR: ZFiatSettlement.nullable().optional(),
  settlementGBP: ZFiatSettlement.nullable().optional(),
  settlementUSDCrypto: ZCryptoSettlement.nullable().optional(),
  settlementEURCrypto: ZCryptoSettlement.nullable().optional(),
  settlementGBPCrypto: ZCryptoSettlement.nullable().optional(),
});
export const ZMarketDistribution = z.strictObject({
  country: ZCountryCode,
  volume: z.int().min(0, 'Volume cannot be negative').max(100),
});
export const ZSalesMetrics = z.strictObject({
  totalMonthlySalesVolume: str(40),
  expectedMonthlyVolume: str(40),
  numberOfExpectedMonthlyTransactions: str(40),
  averageTransactionAmount: str(40),
  highestTransactionAmount: str(40),
  lowestTransactionAmount: str(40),
});
const threshold = z.int().min(0, 'Threshold cannot be negative').max(1_000_000);
export const ZDisputeManagement = z.strictObject({
  rdrEnrollmentPreference: z.enum(RDR_ENROLLMENTS),
  automaticRdrRefundsAlways: z.boolean(),
  automaticRdrRefundsThreshold: threshold,
  masterCardEnrollmentPreference: z.enum(MASTERCARD_ENROLLMENTS),
  automaticMastercardRefundsAlways: z.boolean(),
  automaticMastercardRefundsThreshold: threshold,
});
export const ZIntegrationRequirements = z.strictObject({
  pciComplianceStatus: z.boolean(),
  integrationType: z.enum(INTEGRATION_TYPES),
  integrationOption: z.enum(INTEGRATION_OPTIONS),
  thirdPartyGateway: z.enum(THIRD_PARTY_GATEWAYS).optional(),
  thirdPartyGatewayOther: opt(),
  mandatory3ds: z.boolean(),
  paymentPageHostingPreference: z.enum(PAYMENT_PAGE_HOSTINGS),
  paymentPageURL: z.url().max(2048).optional(),
});
export const ZContact = z.strictObject({ name: opt(), email: ZEmail, phone: phone.optional(), other: opt(500) });
export const ZContacts = z.strictObject({
  disputeManagement: ZContact,
  technical: ZContact,
  riskMonitoring: ZContact,
  finance: ZContact,
});

export const APPLICATION_REQUIRED_SHAPE = {
  applicantCountry: ZCountryCode,
  applicantType: z.enum(APPLICANT_TYPES, { error: 'Choose an applicant type' }),
  tradeOverInternet: z.boolean(),
  applicantEmail: ZEmail,
  applicantPhone: phone,
  companyInfo: ZCompanyInfo,
  productOrServicesDescription: str(4000),
  transactionSettlementOptions: ZTransactionSettlementOptions,
  salesMetrics: ZSalesMetrics,
  isRevenueFromBusinessActivity: z.boolean(),
  processedCreditCardsBefore: z.enum(CREDIT_CARD_PROCESSING_DURATIONS),
  fraudRate: z.int().min(0, 'Rate cannot be negative').max(100, 'Rate is a percentage'),
  chargebackRate: z.int().min(0, 'Rate cannot be negative').max(100, 'Rate is a percentage'),
  disputeManagement: ZDisputeManagement,
  integrationRequirements: ZIntegrationRequirements,
  contacts: ZContacts,
};
export const APPLICATION_OPTIONAL_SHAPE = {
  agentPSPISOName: opt(),
  industries: list(ZIndustryBusinessCategory, 24).optional(),
  websites: list(ZWebsite).optional(),
  principals: list(ZPrincipal, 20).optional(),
  targetMarketsAndDistribution: list(ZMarketDistribution, 250).optional(),
  estimatedMonthlySalesVolume: z.number().min(0).optional(),
  estimatedMonthlyTransfers: z.number().min(0).optional(),
  revenueOrigin: opt(1000),
  billingMethods: list(z.enum(BILLING_METHODS), 3).optional(),
  freeTrialZeroAmount: z.boolean().optional(),
  businessPlanDoc: opt(200),
};
/** FULL validation: every required field present. */
export const ZApplicationBody = z.strictObject({ ...APPLICATION_REQUIRED_SHAPE, ...APPLICATION_OPTIONAL_SHAPE });
/** BASIC validation (draft): any field may be missing; what is there must be valid. */
export const ZApplicationDraft = ZApplicationBody.partial();
export type TApplicationBody = z.infer<typeof ZApplicationBody>;
