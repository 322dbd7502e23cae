/** The files of one migration scope and the numbers it may leave out. */
export interface TMigrationNumbering {
  /** File names, `NNNN_name.sql`. */
  names: readonly string[];
  /**
   * Numbers never used, kept as gaps for good: a deployed database records migrations by file
   * name, so a file given an old number later would run after newer ones there and before them
   * on a new database (two orders of one history).
   */
  historicalGaps: readonly number[];
  /** Numbers handed to branches not merged yet: missing or present. */
  pending?: readonly number[];
}

/**
 * What is wrong with a scope's numbering, as sentences (empty when nothing): a name without its
 * four-digit number, a number used twice, a number missing that is neither a historical gap nor
 * pending, and a historical gap filled.
 */
export function migrationNumberProblems(n: TMigrationNumbering): string[] {
  const problems: string[] = [];
  const byNumber = new Map<number, string[]>();
  for (const name of n.names) {
    const m = /^(\d{4})_[a-z0-9_]+\.sql$/.exec(name);
    if (!m) {
      problems.push(`${name}: not NNNN_name.sql`);
      continue;
    }
    const number = Number(m[1]);
    byNumber.set(number, [...(byNumber.get(number) ?? []), name]);
  }
  const pad = (x: number) => String(x).padStart(4, '0');
  for (const [number, names] of [...byNumber].sort(([a], [b]) => a - b)) {
    if (names.length > 1) problems.push(`${pad(number)} is used by ${names.sort().join(' and ')}`);
    if (n.historicalGaps.includes(number))
      problems.push(`${pad(number)} is a historical gap and must stay one (${names.join(', ')})`);
  }
  const last = Math.max(0, ...byNumber.keys());
  for (let x = 1; x <= last; x++) {
    if (byNumber.has(x) || n.historicalGaps.includes(x) || n.pending?.includes(x)) continue;
    problems.push(`${pad(x)} is missing: number migrations one after the other`);
  }
  return problems;
}
