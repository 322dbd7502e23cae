import { describe, expect, it } from 'vitest';
import { migrationNumberProblems } from '@openportal/db';
import { CORE_MIGRATION_GAPS, coreMigrationNames, coreMigrations, PENDING_CORE_MIGRATIONS } from './migrations.ts';

describe("core's migrations", () => {
  it('are numbered one after the other: no new gap, no number twice, the historical gaps kept', () => {
    const names = coreMigrationNames().filter((f) => f.endsWith('.sql'));
    expect(
      migrationNumberProblems({ names, historicalGaps: CORE_MIGRATION_GAPS, pending: PENDING_CORE_MIGRATIONS }),
    ).toEqual([]);
    expect(coreMigrations().map((m) => m.name)).toEqual([...names].sort());
  });
});
