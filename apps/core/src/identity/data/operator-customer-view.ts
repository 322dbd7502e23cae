import { formatMinor, type TAdminCustomerRow, type TAdminCustomerView } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { listCustomerAccounts, listEntries } from '@openportal/ledger';

/** How many rows a search answers, and how much of a customer's recent past the view shows. */
export const SEARCH_LIMIT = 50;
export const VIEW_HISTORY = 20;
export const VIEW_LOGINS = 20;
export const VIEW_SESSIONS = 20;

interface CustomerRow {
  id: string;
  brand: string;
  kind: number;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  residence_country_code: string | null;
  email: string | null;
  created_at: Date;
}

const displayName = (r: CustomerRow) =>
  r.business_name ?? ([r.first_name, r.last_name].filter(Boolean).join(' ') || r.id);

const toRow = (r: CustomerRow): TAdminCustomerRow => ({
  customerId: r.id,
  brand: r.brand,
  kind: Number(r.kind),
  name: displayName(r),
  email: r.email,
  createdAt: r.created_at.toISOString(),
});

/** The primary user's e-mail of each customer, beside the customer's own columns. */
const CUSTOMER_SELECT = `SELECT c.id, c.brand, c.kind, c.first_name, c.last_name, c.business_name,
    c.residence_country_code, c.created_at,
    (SELECT u.email FROM customer_access a JOIN users u ON u.id = a.user_id
      WHERE a.customer_id = c.id ORDER BY a.is_primary DESC, u.created_at LIMIT 1) AS email
  FROM customers c`;

/**
 * Customers of every brand whose name (first, last, business), a user's e-mail, or an account
 * number (ledger account id, exact) matches `q`; name and e-mail case-insensitively as a
 * substring. LIKE's wildcards in `q` are taken literally.
 */
export async function searchCustomers(q: Queryable, text: string): Promise<TAdminCustomerRow[]> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const accountId = /^[0-9]{1,18}$/.test(text) ? text : null;
  const rows = await q.query<CustomerRow>(
    `${CUSTOMER_SELECT}
      WHERE c.first_name ILIKE $1 OR c.last_name ILIKE $1 OR c.business_name ILIKE $1
         OR (c.first_name || ' ' || c.last_name) ILIKE $1
         OR EXISTS (SELECT 1 FROM customer_access a JOIN users u ON u.id = a.user_id
                     WHERE a.customer_id = c.id AND u.email ILIKE $1)
         OR ($2::int8 IS NOT NULL AND EXISTS (SELECT 1 FROM ledger_accounts l WHERE l.customer_id = c.id AND l.id = $2::int8))
      ORDER BY c.created_at DESC, c.id LIMIT ${SEARCH_LIMIT}`,
    [like, accountId],
  );
  return rows.rows.map(toRow);
}

/** The customer's users and their sign-in attempts and sessions (refresh-token families). */
async function usersOf(q: Queryable, customerId: string) {
  const users = await q.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    status: string;
    access_rights: number;
  }>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.status, a.access_rights
       FROM customer_access a JOIN users u ON u.id = a.user_id WHERE a.customer_id = $1 ORDER BY a.is_primary DESC, u.email`,
    [customerId],
  );
  const userIds = users.rows.map((u) => u.id);
  const logins = await q.query<{
    created_at: Date;
    email: string;
    ip: string;
    user_agent: string | null;
    result: string;
  }>(
    `SELECT h.created_at, u.email, h.ip, h.user_agent, h.result FROM login_history h JOIN users u ON u.id = h.user_id
      WHERE h.user_id = ANY($1::text[]) ORDER BY h.created_at DESC, h.id DESC LIMIT ${VIEW_LOGINS}`,
    [userIds],
  );
  const sessions = await q.query<{ started_at: Date; email: string; active: boolean }>(
    `SELECT min(t.created_at) AS started_at, u.email,
            bool_or(t.revoked_at IS NULL AND t.used_at IS NULL AND t.expires_at > now()) AS active
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.user_id = ANY($1::text[]) GROUP BY t.family_id, u.email ORDER BY started_at DESC LIMIT ${VIEW_SESSIONS}`,
    [userIds],
  );
  return {
    users: users.rows.map((u) => ({
      userId: u.id,
      email: u.email,
      name: `${u.first_name} ${u.last_name}`,
      status: u.status,
      accessRights: Number(u.access_rights),
    })),
    logins: logins.rows.map((l) => ({
      createdAt: l.created_at.toISOString(),
      email: l.email,
      ip: l.ip,
      userAgent: l.user_agent,
      result: l.result,
    })),
    sessions: sessions.rows.map((s) => ({
      startedAt: new Date(s.started_at).toISOString(),
      email: s.email,
      active: s.active,
    })),
  };
}

/** One customer, read-only: profile, users, accounts and balances, recent history, logins, sessions. */
export async function viewCustomer(q: Queryable, customerId: string): Promise<TAdminCustomerView | null> {
  const row = (await q.query<CustomerRow>(`${CUSTOMER_SELECT} WHERE c.id = $1`, [customerId])).rows[0];
  if (!row) return null;
  const accounts = await listCustomerAccounts(q, customerId);
  const { entries } = await listEntries(q, { customerId, page: 1, pageSize: VIEW_HISTORY });
  return {
    profile: {
      ...toRow(row),
      firstName: row.first_name,
      lastName: row.last_name,
      businessName: row.business_name,
      countryCode: row.residence_country_code,
    },
    ...(await usersOf(q, customerId)),
    accounts: accounts.map((a) => ({
      accountId: Number(a.accountId),
      currencyCode: a.currency,
      type: a.type,
      status: a.status,
      balance: formatMinor(a.postedMinor, a.currency),
      pendingAmount: formatMinor(a.heldMinor, a.currency),
    })),
    history: entries.map((e) => ({
      entryId: e.entryId.toString(),
      accountId: Number(e.accountId),
      createdAt: e.createdAt.toISOString(),
      amount: formatMinor(e.amountMinor, e.currency),
      currencyCode: e.currency,
      type: e.type,
      status: e.status,
      description: e.description,
    })),
  };
}
