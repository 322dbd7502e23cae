import { describe, expect, it } from 'vitest';
import { CALLS, METHOD_CALLS, type Call } from '@openportal/contract';
import { compile, withSerializer } from './answer-serializer.ts';
import type { Operation } from './operation.ts';

/** A reply that keeps the serializer and media type it was given. */
function fakeReply() {
  const kept = { serializer: undefined as undefined | ((v: unknown) => string), media: '' };
  const reply = {
    kept,
    serializer(fn: (v: unknown) => string) {
      kept.serializer = fn;
      return reply;
    },
    type(media: string) {
      kept.media = media;
      return reply;
    },
  };
  return reply;
}
/** transferBetweenAccounts's answer as core sends it. */
const TRANSFER = { responseCode: '00', transactionId: 't-1', link: null, fee: '0.00', field: null };
const op = (call: Call): Operation => ({ call, handle: async () => ({}) }) as unknown as Operation;

describe('answers written by compiled serializers', () => {
  it('compiles every JSON answer of the contract with fast-json-stringify (no fallback)', () => {
    const json = Object.values(CALLS).filter((c) => !c.binaryResponse);
    expect(json.length).toBeGreaterThan(300);
    expect(json.filter((c) => compile(c) === JSON.stringify).map((c) => ('method' in c ? c.method : c.path))).toEqual(
      [],
    );
  });

  it('writes the declared fields and leaves out what the contract does not declare', () => {
    const write = compile(METHOD_CALLS.transferBetweenAccounts);
    const answer = { ...TRANSFER, secret: 'never on the wire' };
    const written = JSON.parse(write(answer));
    expect(written).toEqual(TRANSFER);
    expect(written).not.toHaveProperty('secret');
  });

  it('checks, in tests, that the written answer still meets the contract and equals the answer', () => {
    const reply = fakeReply();
    const ok = TRANSFER;
    expect(withSerializer(reply as never, op(METHOD_CALLS.transferBetweenAccounts), ok, true)).toBe(ok);
    expect(typeof reply.kept.serializer).toBe('function');
    expect(reply.kept.media).toBe('application/json; charset=utf-8');
    const broken = { responseCode: '00', fee: 12 };
    expect(() => withSerializer(fakeReply() as never, op(METHOD_CALLS.transferBetweenAccounts), broken, true)).toThrow(
      /does not meet its contract/,
    );
  });
});
