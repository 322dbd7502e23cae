import type { TLanguage } from '@openportal/contract';
import type { TCatalogue } from './catalogue.ts';
import en from './en.ts';
import es from './es.ts';
import pt from './pt.ts';
import ro from './ro.ts';
import ru from './ru.ts';
import ua from './ua.ts';

/**
 * The texts core sends (mail, SMS, pushes to linked devices, realtime notices), one catalogue
 * per language with the same keys and placeholders as English (tested). Server-side only: the
 * portal never imports this package.
 */
export type TMessages = typeof en;
export const MESSAGES: Record<TLanguage, TMessages> = { en, es, ro, ru, ua, pt };

/** A dotted key of the catalogues, e.g. 'code.text' or 'securityChange.what.deviceLinked'. */
export type TMessageKey = Leaves<TMessages>;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * The text of `key` in `lang` with its `{{name}}` placeholders filled. A placeholder without a
 * value throws (a message never leaves with a hole in it); values are inserted as they are.
 */
export function message(lang: TLanguage, key: TMessageKey, values: Readonly<Record<string, string>> = {}): string {
  const text = lookup(MESSAGES[lang], key);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`message ${key}: no value for {{${name}}}`);
    return v;
  });
}

function lookup(catalogue: TCatalogue, key: string): string {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node;
}
