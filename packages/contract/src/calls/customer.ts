import { z } from 'zod';
import { success } from '../envelope.ts';
import { defineMethod } from './define.ts';

export const ZCustomerInfo = z.object({
  customerId: z.string(),
  userId: z.string(),
  customerType: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  businessName: z.string().nullable(),
  birthDay: z.string().nullable(),
  customerCreationDate: z.string(),
  transactionApproveMode: z.number().int(),
  login2faMode: z.string(),
  isAdmin: z.boolean(),
  isHaveRelatedAccounts: z.boolean(),
  useOldWeb: z.boolean(),
  oldWebUrl: z.string().nullable(),
  residenceCountryCode: z.string().nullable(),
  taxId: z.string().nullable(),
  permissions: z.array(z.string()),
  verified: z.boolean(),
  limited: z.boolean(),
  dueDiligenceLevel: z.number().int(),
  isNeedPersonalInfoUpdate: z.boolean(),
  isNeedKyc: z.boolean(),
  terms: z.array(z.object({ id: z.string(), key: z.string() })),
});
export type TCustomerInfo = z.infer<typeof ZCustomerInfo>;

export const customerInfoGet = defineMethod('customerInfoGet', {
  domain: 'identity',
  request: z.strictObject({}),
  response: success({ customerInfo: ZCustomerInfo }),
  access: 'bearer',
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version'],
  section: 'spec1 §7 Method-style calls: customer info get',
  ourChoice: true,
  rights: 'read',
});

export const ZCustomerAccess = z.object({
  id: z.string(),
  customerName: z.string(),
  customerUsername: z.string(),
  customerType: z.number().int(),
  accessRights: z.number().int(),
});

export const ZUserAccessInfo = z.object({
  id: z.string(),
  accessRights: z.number().int(),
  accessList: z.array(z.string()),
  permissions: z.array(z.string()),
  businessRepresentativePositionIds: z.array(z.number().int()),
  isNeedKyc: z.boolean(),
  taxResidencySelfCertificationDocumentStatus: z.string(),
  employeeFirstName: z.string().nullable(),
  employeeLastName: z.string().nullable(),
  customerUsername: z.string(),
  customerName: z.string(),
  /** Our reading: the brand's move of sign-in to push is strict now (brand.json pushMigration), so push sign-in stays on. */
  isStrictMode: z.boolean(),
  /** A personal customer converted to a business one (core: customers.converted_at). */
  isConverted: z.boolean(),
  /** The customer is a settlement sub-account of another customer (core: customers.settlement_parent_id). */
  settlementAccount: z.boolean(),
});

export const userAccessInfoGet = defineMethod('userAccessInfoGet', {
  domain: 'identity',
  request: z.strictObject({}),
  response: success({ userAccessInfo: ZUserAccessInfo, customerAccesses: z.array(ZCustomerAccess) }),
  access: 'bearer',
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version'],
  section: 'spec1 §7 Method-style calls',
  ourChoice: false,
  rights: 'read',
});
