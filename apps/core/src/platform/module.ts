import type { FastifyInstance } from 'fastify';
import { METHOD_CALLS, REST_CALLS, type Call, type MethodCall, type RestCall } from '@openportal/contract';
import type { Operation } from './operation.ts';

/**
 * A domain of core: its operations (contract calls it answers) and any routes that are not
 * contract calls (streams, documents). `app.ts` iterates the module list.
 */
export interface CoreModule {
  name: string;
  operations: readonly Operation[];
  routes?(app: FastifyInstance): void;
}

const CONTRACT_CALLS: ReadonlySet<Call> = new Set<Call>([...Object.values(METHOD_CALLS), ...Object.values(REST_CALLS)]);

/**
 * The start-up check: every operation answers a call that is the contract's own entry (so its
 * key, access, rights and schemas are the contract's, not a copy), and no call twice.
 */
export function checkRegistry(modules: readonly CoreModule[]): {
  methods: Operation<MethodCall>[];
  rest: Operation<RestCall>[];
} {
  const seen = new Set<Call>();
  const methods: Operation<MethodCall>[] = [];
  const rest: Operation<RestCall>[] = [];
  for (const m of modules)
    for (const op of m.operations) {
      const name = op.call.transport === 'method' ? op.call.method : `${op.call.verb} ${op.call.path}`;
      if (!CONTRACT_CALLS.has(op.call)) throw new Error(`${m.name}: ${name} is not a contract entry`);
      if (seen.has(op.call)) throw new Error(`${m.name}: ${name} registered twice`);
      seen.add(op.call);
      if (op.call.transport === 'method') methods.push(op as Operation<MethodCall>);
      else rest.push(op as Operation<RestCall>);
    }
  return { methods, rest };
}

/** The contract keys of the calls the modules answer (method names and REST keys). */
export function registeredKeys(modules: readonly CoreModule[]): string[] {
  const calls = new Set(modules.flatMap((m) => m.operations.map((op) => op.call)));
  const restKeys = Object.entries(REST_CALLS)
    .filter(([, c]) => calls.has(c))
    .map(([k]) => k);
  const methodKeys = Object.entries(METHOD_CALLS)
    .filter(([, c]) => calls.has(c))
    .map(([k]) => k);
  return [...methodKeys, ...restKeys];
}
