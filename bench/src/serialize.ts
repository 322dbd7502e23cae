/**
 * Does serializing core's answers from the contract's schemas matter? JSON.stringify against
 * fast-json-stringify (Fastify's serializer) compiled from the contract's response schema
 * (zod → JSON Schema), for two answers core sends often: balanceInquiry (five accounts) and
 * transferBetweenAccounts. Prints µs per answer for both; figures only.
 *
 *   node bench/src/serialize.ts
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { METHOD_CALLS } from '@openportal/contract';

const account = (n: number) => ({
  accountId: 1000 + n,
  type: 1001,
  subType: null,
  accountStatusId: 1,
  currencyCode: n % 2 === 0 ? 'USD' : 'EUR',
  balance: '12500.00',
  pendingAmount: '0.00',
  accountBalanceMin: '0.00',
  cardIsVirtual: null,
  cardReissuedStatusId: null,
  cardExpiryMonth: null,
  cardExpiryYear: null,
  customerId: '6f1c2a9e-3b1d-4c55-9a0e-0d2b6c8f7a11',
  settlementAccountId: null,
});

const answers = {
  balanceInquiry: {
    schema: METHOD_CALLS.balanceInquiry.response,
    value: { responseCode: '00', accounts: [0, 1, 2, 3, 4].map(account) },
  },
  transferBetweenAccounts: {
    schema: METHOD_CALLS.transferBetweenAccounts.response,
    value: {
      responseCode: '00',
      transactionId: '0b3e1f0c-5d7a-4f4e-8d57-8f9c2a1b3c4d',
      link: null,
      fee: '0.00',
      field: null,
    },
  },
};

function perAnswerUs(fn: (v: unknown) => string, value: unknown, n: number): number {
  for (let i = 0; i < n / 10; i++) fn(value);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn(value);
  return ((performance.now() - t0) * 1000) / n;
}

for (const [name, { schema, value }] of Object.entries(answers)) {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  const compiled = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  if (JSON.parse(compiled(value)) === undefined) throw new Error('no output');
  const rounds = [0, 1, 2].map(() => ({
    generic: perAnswerUs(JSON.stringify, value, 200_000),
    schema: perAnswerUs(compiled, value, 200_000),
  }));
  const best = (k: 'generic' | 'schema') => Math.min(...rounds.map((r) => r[k]));
  console.log(
    `${name} (${JSON.stringify(value).length} bytes): JSON.stringify ${best('generic').toFixed(2)} µs, ` +
      `fast-json-stringify from the contract ${best('schema').toFixed(2)} µs`,
  );
}
