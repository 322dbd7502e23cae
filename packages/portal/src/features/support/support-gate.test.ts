import { describe, expect, it, vi } from 'vitest';
import type { TApiResult } from '@openportal/contract-client';
import { createSupportGate, SUPPORT_BLOCKED } from './support-gate.ts';

const ok = <T>(data: T): TApiResult<T> => ({ ok: true, data });
const fail = (httpStatus: number): TApiResult<never> => ({ ok: false, error: { httpStatus } });

describe('the support gate (spec 3 §4)', () => {
  it('a 401 renews the desk session and retries once, never twice', async () => {
    const renew = vi.fn(async () => true);
    const gate = createSupportGate(renew);
    const send = vi.fn().mockResolvedValueOnce(fail(401)).mockResolvedValueOnce(ok(1));
    expect(await gate.run(send)).toEqual(ok(1));
    expect([send.mock.calls.length, renew.mock.calls.length]).toEqual([2, 1]);
    const always401 = vi.fn(async () => fail(401));
    expect((await gate.run(always401)).ok).toBe(false);
    expect(always401).toHaveBeenCalledTimes(2);
  });
  it('no retry when the session cannot be renewed', async () => {
    const gate = createSupportGate(async () => false);
    const send = vi.fn(async () => fail(401));
    await gate.run(send);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('a 429 blocks every support call until one (the update check) succeeds', async () => {
    const gate = createSupportGate(async () => true);
    const heard = vi.fn();
    gate.subscribe(heard);
    await gate.run(async () => fail(429));
    expect(gate.blocked()).toBe(true);
    const later = vi.fn(async () => ok('x'));
    const refused = await gate.run(later);
    expect(later).not.toHaveBeenCalled();
    expect(refused).toMatchObject({ ok: false, error: { httpStatus: 429, responseDescription: SUPPORT_BLOCKED } });
    // The probe still goes; a failing probe keeps the block, a succeeding one lifts it.
    await gate.run(async () => fail(500), { probe: true });
    expect(gate.blocked()).toBe(true);
    await gate.run(async () => ok(0), { probe: true });
    expect(gate.blocked()).toBe(false);
    expect(await gate.run(later)).toEqual(ok('x'));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
