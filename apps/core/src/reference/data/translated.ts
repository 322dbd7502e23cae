import type { TLanguage } from '@openportal/contract';

/** A text in every portal language (spec 1 §1: en, es, ro, ru, ua, pt). A missing one fails the type check. */
export type TTranslated = Readonly<Record<TLanguage, string>>;

/** One entry of one of our own lists: a stable id and its name in every language. */
export interface TEntry<Id extends number | string = number> {
  readonly id: Id;
  readonly name: TTranslated;
}

/** The list as the wire carries it, `{id, name}` in one language, in the data's order. */
export function inLanguage<Id extends number | string>(entries: readonly TEntry<Id>[], lang: TLanguage) {
  return entries.map((e) => ({ id: e.id, name: e.name[lang] }));
}
