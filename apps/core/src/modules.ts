import { appendFileSync } from 'node:fs';
import type { Db } from '@openportal/db';
import type { CoreConfig } from './config.ts';
import { documentsModule } from './documents/module.ts';
import type { FileStore } from './files/index.ts';
import { identityModule } from './identity/module.ts';
import type { AccessTokens } from './identity/signing-keys.ts';
import { moneyModule } from './money/module.ts';
import type { BrandContext } from './platform/brand-context.ts';
import { registeredKeys, type CoreModule } from './platform/module.ts';

/** What modules are built from. */
export interface CoreParts {
  config: CoreConfig;
  db: Db;
  tokens: AccessTokens;
  files: FileStore;
  brandContext: BrandContext;
  afterCommit: () => void;
  /** Also called after each money-domain commit (metrics: openportal_ledger_commits_total). */
  onMoneyCommit?: () => void;
}

/** The domains core is made of, in order. A new domain is one line here. */
export function coreModules(parts: CoreParts): CoreModule[] {
  const { config, db, tokens, files, brandContext, afterCommit } = parts;
  const tokenDeps = { db, tokens, refreshTtlS: config.REFRESH_TOKEN_TTL_S, afterCommit };
  return [
    identityModule({
      ...tokenDeps,
      internalSecret: config.INTERNAL_SECRET,
      activationTtlS: config.ACTIVATION_TTL_S,
      portalUrl: (brand) => config.PORTAL_URL_TEMPLATE.replace('{brand}', brand),
    }),
    moneyModule({ db, afterCommit: moneyAfterCommit(parts) }),
    documentsModule({ db, files, brandContext, brandsDir: config.BRANDS_DIR }),
  ];
}

function moneyAfterCommit({ afterCommit, onMoneyCommit }: CoreParts): () => void {
  if (onMoneyCommit === undefined) return afterCommit;
  return () => {
    onMoneyCommit();
    afterCommit();
  };
}

/** Parts that are never used: modules are built to read their operations, not run. */
function stubParts(config: CoreConfig): CoreParts {
  const unused = new Proxy({}, { get: () => () => undefined }) as never;
  return { config, db: unused, tokens: unused, files: unused, brandContext: unused, afterCommit: () => undefined };
}

/**
 * The contract keys core answers, read from the module list itself (operations are built but
 * never run, so no database is needed): the "core" level of the coverage report.
 */
export function coreCallKeys(config: CoreConfig): string[] {
  return registeredKeys(coreModules(stubParts(config)));
}

/** Contract key → answer fields its operation marks as placeholders. */
export function coreStubs(config: CoreConfig): Record<string, readonly string[]> {
  const modules = coreModules(stubParts(config));
  const out: Record<string, readonly string[]> = {};
  for (const m of modules)
    for (const op of m.operations) {
      const [key] = registeredKeys([{ name: m.name, operations: [op] }]);
      if (key !== undefined && op.stubs?.length) out[key] = op.stubs;
    }
  return out;
}

/** The same modules, each operation noting its key in `file` the first time it answers. */
export function recordAnsweredCalls(modules: CoreModule[], file: string): CoreModule[] {
  const seen = new Set<string>();
  return modules.map((m) => ({
    ...m,
    operations: m.operations.map((op) => {
      const [key] = registeredKeys([{ name: m.name, operations: [op] }]);
      return {
        call: op.call,
        ...(op.stubs ? { stubs: op.stubs } : {}),
        handle: async (ctx, input) => {
          const out = await op.handle(ctx, input);
          if (key !== undefined && !seen.has(key)) {
            seen.add(key);
            appendFileSync(file, `${key}\n`);
          }
          return out;
        },
      } satisfies typeof op;
    }),
  }));
}
