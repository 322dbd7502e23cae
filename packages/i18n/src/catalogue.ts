/** A catalogue: nested keys, string leaves. Plural forms use i18next suffixes (`_one`, `_few`, `_many`, `_other`). */
export interface TCatalogue {
  [key: string]: string | TCatalogue;
}

export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Flattens to dotted keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
export function flatten(c: TCatalogue, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

/** Splits 'home.accountsCount_few' into its base key and plural category. */
export function pluralPart(key: string): { base: string; category: string | null } {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return m ? { base: m[1]!, category: m[2]! } : { base: key, category: null };
}
