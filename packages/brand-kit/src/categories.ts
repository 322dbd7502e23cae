import type { TBrandManifest } from './manifest.ts';

// Apart from the schema (manifest.ts): the portal calls visibleCategories at run time, and this
// module pulls in neither zod's manifest schema nor the contrast check's colour code.

/** Categories hidden when a brand sets hideAdultIndustriesInRegistration (spec 1 §1). */
export const ADULT_CATEGORIES = ['webcamModels', 'registrationWebcamStudios'] as const;

/** Registration categories the brand shows, adult ones removed when the brand hides them. */
export function visibleCategories(m: TBrandManifest, kind: 'personal' | 'business'): string[] {
  const list: readonly string[] = m.registrationTypes[kind];
  const adult: readonly string[] = ADULT_CATEGORIES;
  return m.hideAdultIndustriesInRegistration ? list.filter((c) => !adult.includes(c)) : [...list];
}
