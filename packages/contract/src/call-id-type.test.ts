import { describe, expect, it } from 'vitest';
import type { TCallId } from './index.ts';

/** Compile-time checks (typecheck runs this file): a cache id is a call the contract has, never any string. */
const known: TCallId[] = ['balanceInquiry', 'GET /auth/devices', 'PUT /admin/fx-rates'];
// @ts-expect-error a method the contract does not have
const unknownMethod: TCallId = 'balanceInqury';
// @ts-expect-error a REST call with the wrong verb
const wrongVerb: TCallId = 'PATCH /auth/devices';

describe('cache ids', () => {
  it('are the contract calls only (checked by the typecheck)', () => {
    expect([known, unknownMethod, wrongVerb].flat()).toHaveLength(5);
  });
});
