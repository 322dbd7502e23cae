import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const CONTRACT_CALLS: ReadonlySet<Call> = new Set<Call>([
  ...(Object.values(METHOD_CALLS) as Call[]),
  ...(Object.values(REST_CALLS) as Call[]),
]);

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

/** The domain an operations folder belongs to: `<domain>/operations/`. */
export function domainOfFolder(folder: URL): string {
  const dir = fileURLToPath(folder).replace(/[\\/]+$/, '');
  if (path.basename(dir) !== 'operations') throw new Error(`${dir}: operations live in <domain>/operations/`);
  return path.basename(path.dirname(dir));
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The operations of a domain, read from its `operations/` folder: every file there (tests
 * aside) exports a factory named `<call>Op` (one operation; the file is named after its call,
 * `currency-account-add.ts` for `currencyAccountAdd`) or `<group>Ops` (a few that share code),
 * and each factory gets the domain's deps. So adding an operation is adding its file, with no
 * list to extend: fastify-autoload's idea, hand-written because operations are dispatcher
 * entries (checked by `checkRegistry`), not Fastify plugins. TypeScript checks each factory
 * against the deps type it declares; the loader only checks the shape, and that each call is of
 * the folder's domain (the contract entry's `domain`: `<domain>/operations/`), so an operator's
 * fee editor lives in money/operations/, not admin/ (issue 19).
 */
export async function loadOperations<D>(folder: URL, deps: D): Promise<Operation[]> {
  const domain = domainOfFolder(folder);
  const files = readdirSync(fileURLToPath(folder))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const operations: Operation[] = [];
  for (const file of files) {
    const exported = Object.entries((await import(new URL(file, folder).href)) as Record<string, unknown>);
    const factories = exported.filter(([name, value]) => typeof value === 'function' && /Ops?$/.test(name));
    if (factories.length === 0)
      throw new Error(`${file}: an operation file exports a factory named <call>Op or <group>Ops`);
    for (const [name, factory] of factories) {
      const made = (factory as (deps: D) => Operation | Operation[])(deps);
      const list = Array.isArray(made) ? made : [made];
      for (const op of list) {
        if (!op || typeof op.handle !== 'function' || !op.call) throw new Error(`${file}: ${name} made no operation`);
        const [key] = registeredKeys([{ name: file, operations: [op] }]);
        if (name.endsWith('Op') && key !== undefined && `${kebab(key)}.ts` !== file)
          throw new Error(`${file}: the operation of ${key} lives in ${kebab(key)}.ts`);
        if (op.call.domain !== domain)
          throw new Error(
            `${domain}/operations/${file}: ${key ?? name} is a call of the ${op.call.domain} domain; ` +
              `its operation lives in apps/core/src/${op.call.domain}/operations/`,
          );
      }
      operations.push(...list);
    }
  }
  return operations;
}
