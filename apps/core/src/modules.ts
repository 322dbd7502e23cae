import { appendFileSync } from 'node:fs';
import type { Db } from '@openportal/db';
import { adminModule } from './admin/module.ts';
import { analyticsModule } from './analytics/module.ts';
import { businessModule } from './business/index.ts';
import { applicationsModule } from './applications/module.ts';
import type { CoreConfig } from './config.ts';
import { devicesModule } from './devices/module.ts';
import { documentsModule } from './documents/module.ts';
import type { FileStore } from './files/index.ts';
import { type AccessTokens, identityModule, parseSeiClients } from './identity/index.ts';
import { kycModule } from './kyc/module.ts';
import { moneyDepsOf, moneyModule } from './money/module.ts';
import { cardsModule } from './cards/module.ts';
import { createVault, vaultKeyOf } from './cards/issuer/vault.ts';
import { notificationsModule } from './notifications/module.ts';
import { MONEY_CHANGE_APPLIERS } from './money/operator-changes.ts';
import { securityModule } from './security/module.ts';
import type { Outbox } from './jobs/index.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { BrandContext } from './platform/brand-context.ts';
import { registeredKeys, type CoreModule } from './platform/module.ts';
import { recoveryModule } from './recovery/module.ts';
import { referenceModule } from './reference/module.ts';
import { deskTokenKey } from './support/desk-token.ts';
import { supportModule } from './support/module.ts';

/** What modules are built from. */
export interface CoreParts {
  config: CoreConfig;
  db: Db;
  /** History and statement reads (a streaming replica's pool with DATABASE_READ_URL, else `db`). */
  readDb?: Db;
  tokens: AccessTokens;
  files: FileStore;
  brandContext: BrandContext;
  /** Side effects (mail, realtime events, …): jobs written in the caller's transaction. */
  outbox: Outbox;
  /** Called after each money-domain commit (metrics: openportal_ledger_commits_total). */
  onMoneyCommit?: () => void;
  /** Every realtime delivery of every replica, heard here (the device page's event stream). */
  realtime?: RealtimeHub;
}

/** Group commit of money writes, as configured (GROUP_COMMIT_*). */
const groupCommitOf = (config: CoreParts['config']) => ({
  windowMs: config.GROUP_COMMIT_WINDOW_MS,
  maxBatch: config.GROUP_COMMIT_MAX_BATCH,
  lanes: config.GROUP_COMMIT_LANES,
  maxWaitMs: config.GROUP_COMMIT_MAX_WAIT_MS,
});

/** The domains core is made of, in order. A new domain is one line here. */
export async function coreModules(parts: CoreParts): Promise<CoreModule[]> {
  const { config, db, tokens, files, brandContext, outbox } = parts;
  const brandName = (brand: string) => brandContext.manifest(brand).projectName;
  const push = {
    devicePageUrl: config.DEVICE_PAGE_URL ?? `http://127.0.0.1:${config.PORT}/device`,
    pushWaitMs: config.PUSH_WAIT_MS,
  };
  const terms = (brand: string) => brandContext.manifest(brand).terms;
  const storeLinks = (brand: string) => brandContext.manifest(brand).storeLinks;
  const deeplinkScheme = (brand: string) => brandContext.manifest(brand).appDeeplinkScheme;
  const pushMigration = (brand: string) => brandContext.manifest(brand).pushMigration;
  const tokenDeps = {
    ...{ db, tokens, refreshTtlS: config.REFRESH_TOKEN_TTL_S, outbox, brandName },
    ...{ push, terms, storeLinks, deeplinkScheme, pushMigration },
  };
  const money = moneyDepsOf({
    ...{ db, readDb: parts.readDb },
    outbox,
    brandName,
    brandContext,
    files,
    brandsDir: config.BRANDS_DIR,
    afterCommit: parts.onMoneyCommit ?? (() => undefined),
    groupCommit: groupCommitOf(config),
  });
  const publicUrl = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
  const registration = {
    ...tokenDeps,
    activationTtlS: config.ACTIVATION_TTL_S,
    portalUrl: (brand: string) => config.PORTAL_URL_TEMPLATE.replace('{brand}', brand),
  };
  return Promise.all([
    identityModule({
      ...registration,
      internalSecret: config.INTERNAL_SECRET,
      oldWebUrl: config.OLD_WEB_URL,
      seiClients: parseSeiClients(config.SEI_CLIENTS),
    }),
    businessModule({ ...registration, brandContext, files, publicUrl, esignSecret: config.INTERNAL_SECRET }),
    moneyModule(money),
    cardsModule({
      db,
      outbox,
      brandName,
      money,
      vault: createVault(vaultKeyOf(config.CARD_VAULT_KEY ?? config.INTERNAL_SECRET)),
    }),
    documentsModule({ db, files, brandContext, brandsDir: config.BRANDS_DIR }),
    referenceModule({ db, brandContext }),
    kycModule({
      ...{ db, files, outbox, brandContext, brandName },
      publicUrl,
      brandsDir: config.BRANDS_DIR,
      portalUrl: (brand) => config.PORTAL_URL_TEMPLATE.replace('{brand}', brand),
      callbackSecret: config.INTERNAL_SECRET,
    }),
    securityModule(tokenDeps),
    devicesModule(parts.realtime ? { ...tokenDeps, realtime: parts.realtime } : tokenDeps),
    recoveryModule(tokenDeps),
    analyticsModule({ db }),
    notificationsModule({ db, brands: brandContext.brands }),
    supportModule({ db, files, outbox, brandName, deskTokenKey: deskTokenKey(config.INTERNAL_SECRET) }),
    applicationsModule({ db, files, outbox, brandName }),
    adminModule({ db, sessionTtlS: config.ADMIN_SESSION_TTL_S, changeAppliers: { ...MONEY_CHANGE_APPLIERS } }),
  ]);
}

/** Parts that are never used: modules are built to read their operations, not run. */
function stubParts(config: CoreConfig): CoreParts {
  const unused = new Proxy({}, { get: () => () => undefined }) as never;
  return { config, db: unused, tokens: unused, files: unused, brandContext: unused, outbox: unused };
}

/**
 * The contract keys core answers, read from the module list itself (operations are built but
 * never run, so no database is needed): the "core" level of the coverage report.
 */
export async function coreCallKeys(config: CoreConfig): Promise<string[]> {
  return registeredKeys(await coreModules(stubParts(config)));
}

/** Contract key → the module (domain) whose operation answers it: the domain map's "core" column. */
export async function coreCallModules(config: CoreConfig): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const m of await coreModules(stubParts(config))) for (const key of registeredKeys([m])) out[key] = m.name;
  return out;
}

/** Contract key → answer fields its operation marks as placeholders. */
export async function coreStubs(config: CoreConfig): Promise<Record<string, readonly string[]>> {
  const modules = await coreModules(stubParts(config));
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
