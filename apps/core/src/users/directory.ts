import type { Queryable } from '@openportal/db';
import { listCustomerAccounts, type TAccountWithBalance } from '@openportal/ledger';

/** A user as other domains see it: who, of which brand, reachable where, in which language. */
export interface TDirectoryUser {
  id: string;
  email: string;
  brand: string;
  status: string;
  /** The language the user last signed in with; null before the first sign-in that kept it. */
  language: string | null;
}

const USER_COLUMNS = 'id, email, brand, status, language';

/** The brand's user with this e-mail (compared case-insensitively), active or not; undefined when none. */
export async function userByEmail(q: Queryable, brand: string, email: string): Promise<TDirectoryUser | undefined> {
  const r = await q.query<TDirectoryUser>(
    `SELECT ${USER_COLUMNS} FROM users WHERE brand = $1 AND lower(email) = lower($2)`,
    [brand, email],
  );
  return r.rows[0];
}

export async function userById(q: Queryable, userId: string): Promise<TDirectoryUser | undefined> {
  const r = await q.query<TDirectoryUser>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return r.rows[0];
}

/** The customer a user acts for by default (their primary access); undefined when they have none. */
export async function primaryCustomerOf(q: Queryable, userId: string): Promise<string | undefined> {
  const r = await q.query<{ customer_id: string }>(
    `SELECT customer_id FROM customer_access
      WHERE user_id = $1 AND access_rights > 0 ORDER BY is_primary DESC, customer_id LIMIT 1`,
    [userId],
  );
  return r.rows[0]?.customer_id;
}

/**
 * The users with access to a customer, optionally only those holding one of `rights` (spec 2
 * access rights: 2 full, 3 initiate, 4 confirmed, …): the audience of a customer's notices,
 * e.g. the checkers of a payment waiting for approval.
 */
export async function usersOfCustomer(q: Queryable, customerId: string, rights?: readonly number[]): Promise<string[]> {
  const r = await q.query<{ user_id: string }>(
    `SELECT user_id FROM customer_access
      WHERE customer_id = $1 AND access_rights > 0 AND ($2::int[] IS NULL OR access_rights = ANY($2::int[]))
      ORDER BY user_id`,
    [customerId, rights ? [...rights] : null],
  );
  return r.rows.map((row) => row.user_id);
}

/** The customer's first open account in a currency (the ledger's order); undefined when none. */
export async function accountIn(
  q: Queryable,
  customerId: string,
  currency: string,
): Promise<TAccountWithBalance | undefined> {
  const accounts = await listCustomerAccounts(q, customerId);
  return accounts.find((a) => a.currency === currency && a.status !== 'closed');
}

/**
 * A payee by e-mail: the brand's active user, the customer they act for, and that customer's
 * account in the currency (p2p, invoices). Undefined when any step is missing: the caller
 * refuses with its own message, never telling which step failed.
 */
export async function payeeByEmail(q: Queryable, brand: string, email: string, currency: string) {
  const user = await userByEmail(q, brand, email);
  if (!user || user.status !== 'active') return undefined;
  const customerId = await primaryCustomerOf(q, user.id);
  if (!customerId) return undefined;
  const account = await accountIn(q, customerId, currency);
  return account ? { user, customerId, account } : undefined;
}

/** Where the users can be told: their primary e-mail (the sign-in one unless they chose another), language and (when asked) confirmed phones. */
export interface TContact {
  id: string;
  email: string;
  language: string | null;
  phones: string[];
  /** Their own choice of the notification setting asked for (null: never changed, the default holds). */
  chosen?: boolean | null;
  /** Whether they have an approved linked device (asked for: a push can reach them). */
  pushable?: boolean;
}

/**
 * The contacts of the users, ordered by id; a user that does not exist is left out. In the same
 * statement, when asked: each one's choice of a notification setting (`setting`) and whether an
 * approved linked device would receive a push (`pushable`).
 */
export async function contactsOf(
  q: Queryable,
  userIds: readonly string[],
  withPhones: boolean,
  ask: { setting?: string | null; pushable?: boolean } = {},
): Promise<TContact[]> {
  const setting = ask.setting
    ? ', (SELECT s.value FROM notification_settings s WHERE s.user_id = u.id AND s.identified = $2) AS chosen'
    : '';
  const pushable = ask.pushable
    ? `, EXISTS (SELECT 1 FROM devices d WHERE d.user_id = u.id AND d.deleted_at IS NULL
                  AND d.approved_at IS NOT NULL) AS pushable`
    : '';
  const users = await q.query<{
    id: string;
    email: string;
    language: string | null;
    chosen?: boolean | null;
    pushable?: boolean;
  }>(
    // The primary e-mail when the user chose a confirmed one (profile, user_emails), else the sign-in one.
    `SELECT u.id, COALESCE(
              (SELECT e.email FROM user_emails e WHERE e.user_id = u.id AND e.is_primary AND e.confirmed), u.email
            ) AS email, u.language${setting}${pushable}
       FROM users u WHERE u.id = ANY($1::text[]) ORDER BY u.id`,
    ask.setting ? [userIds, ask.setting] : [userIds],
  );
  const phones = withPhones
    ? await q.query<{ user_id: string; e164: string }>(
        `SELECT DISTINCT user_id, e164 FROM user_phones
          WHERE user_id = ANY($1::text[]) AND confirmed ORDER BY user_id, e164`,
        [userIds],
      )
    : { rows: [] };
  return users.rows.map((u) => ({
    ...u,
    phones: phones.rows.filter((p) => p.user_id === u.id).map((p) => p.e164),
  }));
}

/** A user as a colleague sees them on a transaction (who initiated, who approved): name and e-mail. */
export interface TUserName {
  id: string;
  name: string;
  email: string;
}

/** The names of these users (a user that does not exist is left out). */
export async function userNamesOf(q: Queryable, userIds: readonly string[]): Promise<TUserName[]> {
  if (userIds.length === 0) return [];
  const r = await q.query<TUserName>(
    `SELECT id, trim(concat_ws(' ', first_name, last_name)) AS name, lower(email) AS email
       FROM users WHERE id = ANY($1::text[])`,
    [[...new Set(userIds)]],
  );
  return r.rows;
}

/** How a customer is named: a person's first and last name, or a business's name. */
export interface TCustomerName {
  customerId: string;
  kind: number;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
}

/** The names of these customers (one query); a customer that does not exist is left out. */
export async function customerNamesOf(q: Queryable, customerIds: readonly string[]): Promise<TCustomerName[]> {
  if (customerIds.length === 0) return [];
  const r = await q.query<TCustomerName>(
    `SELECT id AS "customerId", kind, first_name AS "firstName", last_name AS "lastName", business_name AS "businessName"
       FROM customers WHERE id = ANY($1::text[])`,
    [[...customerIds]],
  );
  return r.rows;
}

/** Whether the user has an access right on the customer (a colleague of a business, or its owner). */
export async function hasAccessTo(q: Queryable, userId: string, customerId: string): Promise<boolean> {
  const r = await q.query(
    'SELECT 1 FROM customer_access WHERE user_id = $1 AND customer_id = $2 AND access_rights > 0',
    [userId, customerId],
  );
  return r.rows.length > 0;
}

/** A payee of a batch by e-mail (lower case): the active user and the customer they act for. */
export interface TPayeeUser {
  email: string;
  userId: string;
  customerId: string;
}

/**
 * The payees of many e-mails at once (mass payments): each active user of the brand with that
 * e-mail (case-insensitive) and their primary customer, in ONE query. An e-mail with no such
 * user is absent from the map (keyed by lower-case e-mail).
 */
export async function payeeUsersByEmails(
  q: Queryable,
  brand: string,
  emails: readonly string[],
): Promise<Map<string, TPayeeUser>> {
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const r = await q.query<TPayeeUser>(
    `SELECT DISTINCT ON (lower(u.email)) lower(u.email) AS email, u.id AS "userId", a.customer_id AS "customerId"
       FROM users u JOIN customer_access a ON a.user_id = u.id AND a.access_rights > 0
      WHERE u.brand = $1 AND lower(u.email) = ANY($2::text[]) AND u.status = 'active'
      ORDER BY lower(u.email), a.is_primary DESC, a.customer_id`,
    [brand, lower],
  );
  return new Map(r.rows.map((row) => [row.email, row]));
}
