import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { iso31662 } from 'iso-3166';
import type { TLanguage } from '@openportal/contract';
import { byName } from './names.ts';

/**
 * States (first-level subdivisions, ISO 3166-2) of a country: codes and hierarchy from the
 * `iso-3166` package, names from CLDR (`cldr-subdivisions-full`). CLDR 48 carries subdivision
 * names in English only, so every language gets the English name (the ISO name where CLDR has
 * none): the same list in six languages, sorted by each language's collation.
 */
interface TCldrSubdivisions {
  subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } };
}

let english: Record<string, string> | undefined;
function cldrEnglish(): Record<string, string> {
  if (!english) {
    const file = createRequire(import.meta.url).resolve('cldr-subdivisions-full/subdivisions/en/en.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as TCldrSubdivisions;
    english = json.subdivisions.localeDisplayNames.subdivisions;
  }
  return english;
}

let byCountry: Map<string, { code: string; isoName: string }[]> | undefined;
function topLevel(): Map<string, { code: string; isoName: string }[]> {
  if (!byCountry) {
    byCountry = new Map();
    for (const s of iso31662) {
      if (!/^[A-Z]{2}$/.test(s.parent)) continue;
      const list = byCountry.get(s.parent) ?? [];
      list.push({ code: s.code.slice(s.parent.length + 1), isoName: s.name });
      byCountry.set(s.parent, list);
    }
  }
  return byCountry;
}

/** `code` is the part after the country ("CA" of US-CA); an unknown country has none. */
export function states(lang: TLanguage, country: string): { code: string; name: string }[] {
  const names = cldrEnglish();
  const list = topLevel().get(country) ?? [];
  return byName(
    lang,
    list.map((s) => ({ code: s.code, name: names[`${country}${s.code}`.toLowerCase()] ?? s.isoName })),
  );
}
