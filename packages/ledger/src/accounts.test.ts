import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts, listCustomerAccounts, openAccount, setAccountStatus, systemAccount } from './accounts.ts';
import { ledgerMigrations, migrateLedger } from './migrations.ts';
import { customerAccount, DB_KIND, fund, openTestLedger, uniqueCustomer } from './test-support.ts';

describe(`accounts (${DB_KIND})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('has numbered migrations that apply once', async () => {
    expect(ledgerMigrations().map((m) => m.name)).toContain('0001_ledger.sql');
    expect(await migrateLedger(db)).toEqual([]);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'ledger_%' ORDER BY table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual([
      'ledger_accounts',
      'ledger_balances',
      'ledger_entries',
      'ledger_idempotency',
      'ledger_transactions',
    ]);
    const statusColumns = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'status' AND table_name IN ('ledger_accounts', 'ledger_balances')`,
    );
    expect(statusColumns.rows.map((r) => r.table_name)).toEqual(['ledger_balances']);
  });

  it('opens a customer account with a zero balance and lists it', async () => {
    const customerId = uniqueCustomer();
    const a = await customerAccount(db, 'EUR', -5000n, customerId);
    expect(a).toMatchObject({
      customerId,
      currency: 'EUR',
      type: 1001,
      status: 'active',
      floorMinor: -5000n,
      systemCode: null,
    });
    expect(a.accountId).toBeGreaterThan(100_000_000n);
    const listed = await listCustomerAccounts(db, customerId);
    expect(listed).toEqual([{ ...a, postedMinor: 0n, heldMinor: 0n, availableMinor: 0n, spendableMinor: 5000n }]);
  });

  it('refuses bad input', async () => {
    expect(await openAccount(db, { customerId: '', currency: 'USD', type: 1001 })).toMatchObject({
      ok: false,
      error: 'invalidParams',
      detail: 'customerId',
    });
    expect(await openAccount(db, { customerId: 'x', currency: 'XXX' as 'USD', type: 1001 })).toMatchObject({
      ok: false,
      detail: 'currency',
    });
  });

  it('gives one system account per code and currency, whose balance is the sum of its entries', async () => {
    const [first, second] = await Promise.all([
      systemAccount(db, 'test-fees', 'GBP'),
      systemAccount(db, 'test-fees', 'GBP'),
    ]);
    expect(first.accountId).toBe(second.accountId);
    expect(first.floorMinor).toBeNull();
    const a = await customerAccount(db, 'JPY');
    await fund(db, a, 700n);
    const world = await systemAccount(db, 'world', 'JPY');
    const [w] = await getAccounts(db, [world.accountId]);
    expect(w!.postedMinor).toBeLessThanOrEqual(-700n);
  });

  it('closes only an empty account, and closed is final', async () => {
    const full = await customerAccount(db);
    await fund(db, full, 1n);
    expect(await setAccountStatus(db, full.accountId, 'closed')).toMatchObject({ ok: false, error: 'invalidParams' });
    const empty = await customerAccount(db);
    expect(await setAccountStatus(db, empty.accountId, 'frozen')).toMatchObject({
      ok: true,
      value: { status: 'frozen' },
    });
    expect(await setAccountStatus(db, empty.accountId, 'closed')).toMatchObject({
      ok: true,
      value: { status: 'closed' },
    });
    expect(await setAccountStatus(db, empty.accountId, 'active')).toMatchObject({ ok: false, error: 'closedAccount' });
    expect(await setAccountStatus(db, 1n, 'active')).toMatchObject({ ok: false, error: 'notFound' });
  });
});
