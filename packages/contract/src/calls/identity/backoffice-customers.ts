import { z } from 'zod';
import { ZCurrencyCode } from '../../amount.ts';
import { success } from '../../envelope.ts';
import { ZDateTime } from '../../primitives.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';

/** The operators' customer calls (back office, issue 9): search, and one customer read-only. */
const backoffice = backofficeGroup('identity', 'issue 9');

/** Who may read customers; everyone but a role-less operator. */
const READERS = ['viewer', 'support', 'compliance', 'finance'] as const;

export const ZAdminCustomerRow = z.object({
  customerId: z.string(),
  brand: z.string(),
  kind: z.int(),
  name: z.string(),
  email: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TAdminCustomerRow = z.infer<typeof ZAdminCustomerRow>;

export const adminCustomerSearch = backoffice(
  'GET',
  '/admin/customers',
  z.strictObject({
    q: z.string().trim().min(2, 'At least 2 characters').max(100, 'At most 100 characters'),
  }),
  success({ data: z.array(ZAdminCustomerRow) }),
  { adminRoles: READERS, pageSize: 50 },
);

export const ZAdminCustomerView = z.object({
  profile: ZAdminCustomerRow.extend({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    businessName: z.string().nullable(),
    countryCode: z.string().nullable(),
  }),
  users: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      name: z.string(),
      status: z.string(),
      accessRights: z.int(),
    }),
  ),
  accounts: z.array(
    z.object({
      accountId: z.int(),
      currencyCode: ZCurrencyCode,
      type: z.int(),
      status: z.string(),
      balance: z.string(),
      pendingAmount: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      entryId: z.string(),
      accountId: z.int(),
      createdAt: ZDateTime,
      amount: z.string(),
      currencyCode: ZCurrencyCode,
      type: z.string(),
      status: z.string(),
      description: z.string(),
    }),
  ),
  logins: z.array(
    z.object({
      createdAt: ZDateTime,
      email: z.string(),
      ip: z.string(),
      userAgent: z.string().nullable(),
      result: z.string(),
    }),
  ),
  sessions: z.array(z.object({ startedAt: ZDateTime, email: z.string(), active: z.boolean() })),
});
export type TAdminCustomerView = z.infer<typeof ZAdminCustomerView>;

export const adminCustomerGet = backoffice(
  'GET',
  '/admin/customers/{customerId}',
  z.strictObject({}),
  success({ data: ZAdminCustomerView }),
  { adminRoles: READERS, params: z.strictObject({ customerId: z.string().min(1).max(64) }) },
);
