import { describe, expect, it } from 'vitest';
import { loadOperations, registeredKeys } from './module.ts';

/** A fixture case's operations folder: test-fixtures/<case>/<domain>/operations/. */
const fixture = (name: string, domain = 'money') =>
  new URL(`./test-fixtures/${name}/${domain}/operations/`, import.meta.url);

describe('loadOperations', () => {
  it("builds every operation file of a domain's folder with the domain's deps", async () => {
    const seen: unknown[] = [];
    const deps = new Proxy({}, { get: (_t, key) => (seen.push(key), undefined) });
    const ops = await loadOperations(new URL('../money/operations/', import.meta.url), deps);
    const keys = registeredKeys([{ name: 'money', operations: ops }]);
    expect(keys).toContain('transferBetweenAccounts');
    expect(keys).toContain('currencyAccountAdd');
    expect(new Set(keys).size).toBe(ops.length);
  });

  it('refuses an operation that lives in a file not named after its call', async () => {
    await expect(loadOperations(fixture('misnamed'), {})).rejects.toThrow(
      'balance.ts: the operation of balanceInquiry lives in balance-inquiry.ts',
    );
  });

  it("refuses an operation in another domain's folder, naming where it lives", async () => {
    await expect(loadOperations(fixture('misplaced', 'identity'), {})).rejects.toThrow(
      'identity/operations/balance-inquiry.ts: balanceInquiry is a call of the money domain; ' +
        'its operation lives in apps/core/src/money/operations/',
    );
  });

  it("refuses a folder that is not a domain's operations folder", async () => {
    await expect(loadOperations(new URL('./test-fixtures/misplaced/', import.meta.url), {})).rejects.toThrow(
      'operations live in <domain>/operations/',
    );
  });

  it('refuses a file that makes no operation', async () => {
    await expect(loadOperations(fixture('empty'), {})).rejects.toThrow(
      'helper.ts: an operation file exports a factory',
    );
  });
});
