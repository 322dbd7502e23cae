import { describe, expect, it } from 'vitest';
import { migrationNumberProblems } from './migration-numbers.ts';

const files = (...numbers: number[]) => numbers.map((x) => `${String(x).padStart(4, '0')}_step_${x}.sql`);

describe('migrationNumberProblems', () => {
  it('accepts numbers one after the other, with the historical gaps and pending numbers left out', () => {
    expect(migrationNumberProblems({ names: files(1, 2, 3), historicalGaps: [] })).toEqual([]);
    expect(migrationNumberProblems({ names: files(1, 3, 5), historicalGaps: [2], pending: [4] })).toEqual([]);
    expect(migrationNumberProblems({ names: files(1, 3, 4, 5), historicalGaps: [2], pending: [4] })).toEqual([]);
  });

  it('names a new gap, a number used twice, a filled historical gap and a bad name', () => {
    expect(migrationNumberProblems({ names: files(1, 2, 4), historicalGaps: [] })).toEqual([
      '0003 is missing: number migrations one after the other',
    ]);
    expect(migrationNumberProblems({ names: [...files(1, 2), '0002_other.sql'], historicalGaps: [] })).toEqual([
      '0002 is used by 0002_other.sql and 0002_step_2.sql',
    ]);
    expect(migrationNumberProblems({ names: files(1, 2, 3), historicalGaps: [2] })).toEqual([
      '0002 is a historical gap and must stay one (0002_step_2.sql)',
    ]);
    expect(migrationNumberProblems({ names: [...files(1), '2_x.sql'], historicalGaps: [] })).toEqual([
      '2_x.sql: not NNNN_name.sql',
    ]);
  });
});
