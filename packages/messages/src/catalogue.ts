/** A message catalogue: nested keys, string leaves with `{{name}}` placeholders. */
export interface TCatalogue {
  [key: string]: string | TCatalogue;
}

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
