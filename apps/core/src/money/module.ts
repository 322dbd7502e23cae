import type { Db } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import type { TGroupCommitOptions } from '../platform/group-commit.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';
import { createMoneyWrites, type MoneyWrites } from './money-writes.ts';

/** What the money domain is built from. */
export interface MoneyParts {
  db: Db;
  /** Where realtime events of a movement are written, in its transaction. */
  outbox: Outbox;
  /** Told after each commit that moved money or opened an account (metrics). */
  afterCommit: () => void;
  /** How money writes of concurrent requests are grouped into one commit (config GROUP_COMMIT_*). */
  groupCommit: TGroupCommitOptions;
  /** The brand's name, for the notification a held payment sends to the user's devices. */
  brandName: (brand: string) => string;
}

/** What its operations get: the parts, and the group commit every money write goes through. */
export interface MoneyDeps extends MoneyParts {
  writes: MoneyWrites;
}

/**
 * Money: accounts (and one more currency), transfers between own accounts (with FX), history,
 * and payments held for a linked device's approval (`payment-approvals.ts`).
 */
export async function moneyModule(parts: MoneyParts): Promise<CoreModule> {
  const deps: MoneyDeps = { ...parts, writes: createMoneyWrites(parts.db, parts.outbox, parts.groupCommit) };
  return { name: 'money', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
