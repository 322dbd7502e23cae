/**
 * A contract enum value as shown: its words in sentence case (BUILDING_SERVICES → Building
 * services). The values are the spec's codes; the provider's brand is PROVIDER (our choice).
 */
export function optionLabel(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.length <= 4 ? code : words.charAt(0).toUpperCase() + words.slice(1);
}
