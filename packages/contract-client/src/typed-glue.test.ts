import { describe, expect, it } from 'vitest';
import type { TInvalidate } from './invalidate.ts';
import type { TCallMutationOptions } from './use-call-mutation.ts';
import type { TMessageKeys } from './types.ts';

/**
 * Compile-time guards (the package's typecheck runs this file): cache ids and message keys come
 * from the contract. Should either become a plain string again, an `@ts-expect-error` below is
 * unused and the typecheck fails.
 */
const invalidate: TInvalidate = () => {};
invalidate(['balanceInquiry', 'GET /auth/devices']);
// @ts-expect-error a cache id that is no call of the contract
invalidate(['balanceInqury']);
const write: TCallMutationOptions = { invalidates: ['historyGet'] };
// @ts-expect-error a REST call named without its verb
const untyped: TCallMutationOptions = { invalidates: ['/auth/devices'] };
const keys: TMessageKeys = { amountFormat: 'transfer.errors.format', sameAccount: 'transfer.errors.sameAccount' };
// @ts-expect-error a message table keyed by the English text
const english: TMessageKeys = { 'Name is required': 'rename.errors.required' };

describe('typed glue', () => {
  it('is checked by the typecheck', () => {
    expect([write, untyped, keys, english]).toHaveLength(4);
  });
});
