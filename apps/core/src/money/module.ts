import type { Db } from '@openportal/db';
import type { FileStore } from '../files/index.ts';
import type { Outbox } from '../jobs/index.ts';
import type { BrandContext } from '../platform/brand-context.ts';
import type { TGroupCommitOptions } from '../platform/group-commit.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';
import { createMoneyWrites, type MoneyWrites } from './money-writes.ts';

/** What the money domain is built from. */
export interface MoneyParts {
  db: Db;
  /**
   * The read-only history and statement reads (historyGet, historyExportList, transaction detail
   * and receipt): a streaming replica's pool with DATABASE_READ_URL, which may lag the primary;
   * absent: `db`. Never a read inside a money transaction or one that must see its caller's last write.
   */
  readDb?: Db | undefined;
  /** Where realtime events of a movement are written, in its transaction. */
  outbox: Outbox;
  /** Told after each commit that moved money or opened an account (metrics). */
  afterCommit: () => void;
  /** How money writes of concurrent requests are grouped into one commit (config GROUP_COMMIT_*). */
  groupCommit: TGroupCommitOptions;
  /** The brand's name, for the notification a held payment sends to the user's devices. */
  brandName: (brand: string) => string;
  /** The served brands: a fee rule names one, the FX band is the narrowest of theirs. */
  brandContext: BrandContext;
  /** Where issued PDFs are kept (a funding invoice), and the brands' folder (their logos). */
  files: FileStore;
  brandsDir: string;
}

/** What its operations get: the parts, and the group commit every money write goes through. */
export interface MoneyDeps extends MoneyParts {
  writes: MoneyWrites;
  readDb: Db;
}

/** The money platform's deps, built once: the cards domain moves money through the same writes. */
export function moneyDepsOf(parts: MoneyParts): MoneyDeps {
  return { ...parts, readDb: parts.readDb ?? parts.db, writes: createMoneyWrites(parts.db, parts, parts.groupCommit) };
}

/**
 * Money: accounts (and one more currency), transfers between own accounts (with FX), history,
 * payments held for a linked device's approval (`approvals/`), and the operators' fee
 * rules and FX rates (`admin-*` operations, their four-eyes kinds in `operator-changes.ts`).
 */
export async function moneyModule(parts: MoneyParts | MoneyDeps): Promise<CoreModule> {
  const deps: MoneyDeps = 'writes' in parts ? parts : moneyDepsOf(parts);
  return { name: 'money', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
