import { migrate, type Db } from '@openportal/db';
import { migrateLedger, openAccount, setAccountStatus } from '@openportal/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../jobs/test-db.ts';
import { coreMigrations } from '../migrations.ts';
import { newId } from '../platform/crypto.ts';
import { accountIn, contactsOf, payeeByEmail, primaryCustomerOf, userByEmail, usersOfCustomer } from './index.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await migrateLedger(db);
  await migrate(db, 'core', coreMigrations());
});
afterAll(() => close());

/** A customer with users of the given rights (the first user's access is primary). */
async function seedCustomer(rights: number[], status = 'active') {
  const customerId = newId();
  await db.query(`INSERT INTO customers (id, kind, brand, business_name) VALUES ($1, 1, 'paywave', 'Acme')`, [
    customerId,
  ]);
  const users: { id: string; email: string }[] = [];
  for (const [i, r] of rights.entries()) {
    const id = newId();
    const email = `Dir-${id}@Example.test`;
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand)
       VALUES ($1, $2, 'x', 'A', 'B', $3, 'paywave')`,
      [id, email, status],
    );
    await db.query(
      'INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, $4)',
      [id, customerId, r, i === 0],
    );
    users.push({ id, email });
  }
  return { customerId, users };
}

describe('user directory', () => {
  it('finds a payee by brand and e-mail (any case) down to the account in the currency', async () => {
    const { customerId, users } = await seedCustomer([2]);
    const usd = await openAccount(db, { customerId, currency: 'USD', type: 1001 });
    const eur = await openAccount(db, { customerId, currency: 'EUR', type: 1001 });
    if (!usd.ok || !eur.ok) throw new Error('accounts');
    const email = users[0]!.email.toLowerCase();
    expect((await userByEmail(db, 'paywave', email))?.id).toBe(users[0]!.id);
    expect(await userByEmail(db, 'other-brand', email)).toBeUndefined();
    expect(await primaryCustomerOf(db, users[0]!.id)).toBe(customerId);
    const payee = await payeeByEmail(db, 'paywave', email, 'EUR');
    expect(payee && { user: payee.user.id, customer: payee.customerId, account: payee.account.accountId }).toEqual({
      user: users[0]!.id,
      customer: customerId,
      account: eur.value.accountId,
    });
    expect(await payeeByEmail(db, 'paywave', email, 'GBP')).toBeUndefined();
    await setAccountStatus(db, usd.value.accountId, 'closed');
    expect(await accountIn(db, customerId, 'USD')).toBeUndefined();
  });

  it('is no payee while not active', async () => {
    const { customerId, users } = await seedCustomer([2], 'pending');
    await openAccount(db, { customerId, currency: 'EUR', type: 1001 });
    expect(await payeeByEmail(db, 'paywave', users[0]!.email, 'EUR')).toBeUndefined();
  });

  it('lists a customer’s users by rights, and their contacts', async () => {
    const { customerId, users } = await seedCustomer([2, 3, 4, 1]);
    const ids = (k: number[]) => k.map((i) => users[i]!.id).sort();
    expect(await usersOfCustomer(db, customerId)).toEqual(ids([0, 1, 2, 3]));
    expect(await usersOfCustomer(db, customerId, [2, 4])).toEqual(ids([0, 2]));
    await db.query('INSERT INTO user_phones (user_id, e164, confirmed) VALUES ($1, $2, true), ($1, $3, false)', [
      users[0]!.id,
      '+447700900011',
      '+447700900012',
    ]);
    const [c] = await contactsOf(db, [users[0]!.id, 'nobody'], true);
    expect(c).toEqual({ id: users[0]!.id, email: users[0]!.email, language: null, phones: ['+447700900011'] });
  });
});
