/** A company's people once each (a director who is also a shareholder and a user is one row), by id. */
export function uniquePeople<T extends { id: number }>(...lists: (readonly T[] | undefined)[]): T[] {
  const byId = new Map<number, T>();
  for (const p of lists.flatMap((l) => l ?? [])) if (!byId.has(p.id)) byId.set(p.id, p);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
