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
import { FIELD_MESSAGES as M } from '../../field-messages.ts';
import { ZDate, ZEmail } from '../../primitives.ts';

/**
 * The merchant-account application body (spec 3 §3). Lists need at least one item. Every message
 * is a FIELD_MESSAGES text, so the portal shows it in the reader's language (by its code).
 */
const str = (max = 200) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);
const opt = (max = 200) => z.string({ error: M.tooLong }).trim().max(max, M.tooLong).optional();
const list = <T extends z.ZodType>(item: T, max = 50) =>
  z.array(item, { error: M.listMin }).min(1, M.listMin).max(max, M.listMax);
const phone = z.string({ error: M.phone }).regex(/^\+?[0-9 ()-]{4,24}$/, M.phone);
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.chooseOption });
/** Missing where required: 'Required' (unknown keys are refused by the strict shape). */
const obj = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, { error: (i) => (i.code === 'invalid_type' ? M.required : undefined) });
const ZCountryCode = z.string({ error: M.countryCode }).regex(/^[A-Z]{2}$/, M.countryCode);
const yesNo = z.boolean({ error: M.yesNo });
const url = z.url({ protocol: /^https?$/, error: M.websiteUrl }).max(2048, M.tooLong);

export const ZApplicationAddress = obj({
  address1: str(),
  address2: opt(),
  city: str(100),
  state: str(100),
  postalCode: str(20),
  country: ZCountryCode,
});
export const ZCompanyInfo = obj({
  companyName: str(),
  incorporationNumber: str(64),
  incorporationDate: ZDate,
  tin: str(40),
  officialCorrespondenceEmail: ZEmail,
  registrationAddress: ZApplicationAddress,
  tradingName: str(),
  tradingAddress: ZApplicationAddress,
});
export const ZIndustryBusinessCategory = obj({
  category: choice(INDUSTRIES),
  subCategories: list(str(100)),
});
export const ZWebsite = obj({
  url,
  statementDescriptor: str(25),
  cityField: str(13),
  certificate: opt(200),
});
export const ZPrincipal = obj({
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
export const ZFiatSettlement = obj({
  bankAccountPreference: choice(BANK_ACCOUNT_PREFERENCES),
  bankCountry: ZCountryCode.optional(),
  bankName: opt(),
  bankAccountNumber: opt(64),
  swiftBicCode: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, M.swiftBic)
    .optional(),
  accountHolderName: opt(),
});
export const ZCryptoSettlement = obj({
  cryptocurrency: choice(SETTLEMENT_CRYPTOCURRENCIES),
  percentage: z.int({ error: M.percentage }).gt(0, M.percentage).lte(100, M.percentage),
  walletAddress: str(128),
  preferredNetwork: str(64),
});
export const ZTransactionSettlementOptions = obj({
  processingCurrencies: list(z.string().regex(/^[A-Z]{3}$/, M.currencyCode), 20),
  settlementUSD: ZFiatSettlement.nullable().optional(),
  settlementEUR: ZFiatSettlement.nullable().optional(),
  settlementGBP: ZFiatSettlement.nullable().optional(),
  settlementUSDCrypto: ZCryptoSettlement.nullable().optional(),
  settlementEURCrypto: ZCryptoSettlement.nullable().optional(),
  settlementGBPCrypto: ZCryptoSettlement.nullable().optional(),
});
export const ZMarketDistribution = obj({
  country: ZCountryCode,
  volume: z.int({ error: M.ratePercent }).min(0, M.ratePercent).max(100, M.ratePercent),
});
export const ZSalesMetrics = obj({
  totalMonthlySalesVolume: str(40),
  expectedMonthlyVolume: str(40),
  numberOfExpectedMonthlyTransactions: str(40),
  averageTransactionAmount: str(40),
  highestTransactionAmount: str(40),
  lowestTransactionAmount: str(40),
});
const threshold = z.int({ error: M.wholeNumber }).min(0, M.notNegative).max(1_000_000, M.numberTooLarge);
export const ZDisputeManagement = obj({
  rdrEnrollmentPreference: choice(RDR_ENROLLMENTS),
  automaticRdrRefundsAlways: yesNo,
  automaticRdrRefundsThreshold: threshold,
  masterCardEnrollmentPreference: choice(MASTERCARD_ENROLLMENTS),
  automaticMastercardRefundsAlways: yesNo,
  automaticMastercardRefundsThreshold: threshold,
});
export const ZIntegrationRequirements = obj({
  pciComplianceStatus: yesNo,
  integrationType: choice(INTEGRATION_TYPES),
  integrationOption: choice(INTEGRATION_OPTIONS),
  thirdPartyGateway: choice(THIRD_PARTY_GATEWAYS).optional(),
  thirdPartyGatewayOther: opt(),
  mandatory3ds: yesNo,
  paymentPageHostingPreference: choice(PAYMENT_PAGE_HOSTINGS),
  paymentPageURL: url.optional(),
});
export const ZContact = obj({ name: opt(), email: ZEmail, phone: phone.optional(), other: opt(500) });
export const ZContacts = obj({
  disputeManagement: ZContact,
  technical: ZContact,
  riskMonitoring: ZContact,
  finance: ZContact,
});

export const APPLICATION_REQUIRED_SHAPE = {
  applicantCountry: ZCountryCode,
  applicantType: choice(APPLICANT_TYPES),
  tradeOverInternet: yesNo,
  applicantEmail: ZEmail,
  applicantPhone: phone,
  companyInfo: ZCompanyInfo,
  productOrServicesDescription: str(4000),
  transactionSettlementOptions: ZTransactionSettlementOptions,
  salesMetrics: ZSalesMetrics,
  isRevenueFromBusinessActivity: yesNo,
  processedCreditCardsBefore: choice(CREDIT_CARD_PROCESSING_DURATIONS),
  fraudRate: z.int({ error: M.ratePercent }).min(0, M.ratePercent).max(100, M.ratePercent),
  chargebackRate: z.int({ error: M.ratePercent }).min(0, M.ratePercent).max(100, M.ratePercent),
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
  estimatedMonthlySalesVolume: z
    .number({ error: M.notNegative })
    .min(0, M.notNegative)
    .max(1e15, M.numberTooLarge)
    .optional(),
  estimatedMonthlyTransfers: z
    .number({ error: M.notNegative })
    .min(0, M.notNegative)
    .max(1e15, M.numberTooLarge)
    .optional(),
  revenueOrigin: opt(1000),
  billingMethods: list(choice(BILLING_METHODS), 3).optional(),
  freeTrialZeroAmount: yesNo.optional(),
  businessPlanDoc: opt(200),
};
/** FULL validation: every required field present. */
export const ZApplicationBody = obj({ ...APPLICATION_REQUIRED_SHAPE, ...APPLICATION_OPTIONAL_SHAPE });
export type TApplicationBody = z.infer<typeof ZApplicationBody>;

/** Every field optional, at every depth (a draft's half-filled address or contact). */
export type TDeepPartial<T> = T extends readonly (infer E)[]
  ? TDeepPartial<E>[]
  : T extends object
    ? { [K in keyof T]?: TDeepPartial<T[K]> | undefined }
    : T;

/** The schema of a draft: objects partial at every depth, lists of partial items; values checked as in FULL. */
function deepPartial(s: z.ZodType): z.ZodType {
  const def = s.def as { type: string; innerType?: z.ZodType; element?: z.ZodType };
  if (s instanceof z.ZodObject)
    return z.strictObject(
      Object.fromEntries(
        Object.entries(s.shape as Record<string, z.ZodType>).map(([k, v]) => [k, deepPartial(v).optional()]),
      ),
      { error: (i) => (i.code === 'invalid_type' ? M.required : undefined) },
    );
  if (def.type === 'optional') return deepPartial(def.innerType!).optional();
  if (def.type === 'nullable') return deepPartial(def.innerType!).nullable();
  if (s instanceof z.ZodArray) return z.array(deepPartial(def.element!), { error: M.listMin }).max(250, M.listMax);
  return s;
}

/**
 * BASIC validation (draft): any field may be missing, at any depth (a draft is saved at any
 * step); what is there must be valid. FULL validation is ZApplicationBody.
 */
export const ZApplicationDraft = deepPartial(ZApplicationBody) as z.ZodType<TDeepPartial<TApplicationBody>>;
