import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { Call } from '@openportal/contract';
import type { Operation } from './operation.ts';

type TSerialize = (answer: unknown) => string;

const compiled = new WeakMap<Call, TSerialize>();

/**
 * The JSON writer of a call's answer, compiled once (on its first answer) by Fastify's
 * serializer, fast-json-stringify, from the contract's response schema (zod → JSON Schema,
 * output side): the answer is written field by field as the contract declares it, never walked
 * generically, and a field the contract does not declare never leaves core. Calls with a file
 * answer have none. A schema fast-json-stringify cannot compile falls back to JSON.stringify
 * (none does today: `answer-serializer.test.ts` compiles every call's).
 */
export function answerSerializer(call: Call): TSerialize | undefined {
  if (call.binaryResponse) return undefined;
  let serialize = compiled.get(call);
  if (serialize === undefined) {
    serialize = compile(call);
    compiled.set(call, serialize);
  }
  return serialize;
}

export function compile(call: Call): TSerialize {
  try {
    const schema = z.toJSONSchema(call.response as z.ZodType, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'any',
    });
    return fastJson(schema as Parameters<typeof fastJson>[0]);
  } catch {
    return JSON.stringify;
  }
}

/**
 * Sends a JSON answer through its call's compiled serializer. With `check` (tests), the written
 * text is first read back with the call's response schema and compared with the handler's answer
 * read the same way: a field the serializer would lose or change fails the test that made the call.
 */
export function withSerializer(reply: FastifyReply, op: Operation, answer: unknown, check: boolean): unknown {
  const { call } = op;
  const serialize = op.probe ? undefined : answerSerializer(call);
  if (serialize === undefined) return answer;
  if (check) checkWritten(call, answer, serialize);
  // A reply with its own serializer gets no JSON media type from Fastify: set it, or the gateway
  // (which reads tokens only from JSON answers) and clients would see text.
  reply.type('application/json; charset=utf-8').serializer(serialize);
  return answer;
}

function checkWritten(call: Call, answer: unknown, serialize: TSerialize): void {
  const name = 'method' in call ? call.method : `${call.verb} ${call.path}`;
  const generic = call.response.safeParse(JSON.parse(JSON.stringify(answer)));
  if (!generic.success)
    throw new Error(`${name}: the handler's answer does not meet its contract: ${generic.error.message}`);
  const written = call.response.safeParse(JSON.parse(serialize(answer)));
  const same = written.success && canonical(written.data) === canonical(generic.data);
  if (!same)
    throw new Error(`${name}: the compiled serializer wrote ${serialize(answer)} for ${JSON.stringify(answer)}`);
}

/** JSON with object keys sorted, so two equal values compare equal as text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
