import { APPROVAL_MODES, type TCustomerInfo } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';

export async function loadCustomerInfo(q: Queryable, caller: Caller): Promise<TCustomerInfo> {
  const row = (
    await q.query<{
      kind: number;
      email: string;
      first_name: string;
      last_name: string;
      business_name: string | null;
      created_at: Date;
      residence_country_code: string | null;
      two_step_login: string;
      two_step_transaction: 'no' | 'push' | 'sms' | 'otp' | 'code';
      is_admin: boolean;
      related: number;
      tax_id: string | null;
    }>(
      `SELECT c.kind, u.email, u.first_name, u.last_name, c.business_name, c.created_at, c.residence_country_code, c.tax_id,
            u.two_step_login, u.two_step_transaction, u.is_admin,
            (SELECT count(*)::int FROM customer_access a WHERE a.user_id = u.id AND a.access_rights > 0) AS related
       FROM customers c, users u WHERE c.id = $1 AND u.id = $2`,
      [caller.customerId, caller.userId],
    )
  ).rows[0]!;
  return {
    customerId: caller.customerId,
    userId: caller.userId,
    customerType: row.kind,
    login: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    businessName: row.business_name,
    birthDay: null,
    customerCreationDate: row.created_at.toISOString(),
    transactionApproveMode:
      APPROVAL_MODES[
        row.two_step_transaction === 'no'
          ? 'none'
          : row.two_step_transaction === 'code'
            ? 'approvalCode'
            : row.two_step_transaction
      ],
    login2faMode: row.two_step_login,
    isAdmin: row.is_admin,
    isHaveRelatedAccounts: row.related > 1,
    useOldWeb: false,
    oldWebUrl: null,
    residenceCountryCode: row.residence_country_code,
    taxId: row.tax_id,
    permissions: permissionsFor(caller.accessRights),
    // The verification facts are the kyc domain's: customerInfoGet fills them (kycSummary).
    verified: false,
    limited: false,
    dueDiligenceLevel: 0,
    isNeedPersonalInfoUpdate: false,
    isNeedKyc: false,
    terms: [],
  };
}

export async function loadCustomerAccesses(q: Queryable, userId: string) {
  const rows = (
    await q.query<{ id: string; kind: number; name: string; email: string; access_rights: number }>(
      `SELECT c.id, c.kind, coalesce(c.business_name, c.first_name || ' ' || c.last_name) AS name, u.email, a.access_rights
       FROM customer_access a JOIN customers c ON c.id = a.customer_id JOIN users u ON u.id = a.user_id
      WHERE a.user_id = $1 AND a.access_rights > 0 ORDER BY a.is_primary DESC, c.created_at`,
      [userId],
    )
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    customerName: r.name,
    customerUsername: r.email,
    customerType: r.kind,
    accessRights: r.access_rights,
  }));
}

/** Session permission flags (spec 2 §6) granted by access rights; read-only users get none. */
export function permissionsFor(accessRights: number): string[] {
  if (accessRights === 2 || accessRights === 3) return ['transferMoneyUser'];
  return [];
}

/** The customer's stored account flags of userAccessInfoGet (migration 0055). */
export async function customerAccountFlags(q: Queryable, customerId: string) {
  const row = (
    await q.query<{ sub: boolean; converted: boolean }>(
      `SELECT settlement_parent_id IS NOT NULL AS sub, converted_at IS NOT NULL AS converted FROM customers WHERE id = $1`,
      [customerId],
    )
  ).rows[0];
  return { settlementAccount: row?.sub ?? false, isConverted: row?.converted ?? false };
}
