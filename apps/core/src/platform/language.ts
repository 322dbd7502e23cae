import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type TLanguage } from '@openportal/contract';

/**
 * The request's language from Accept-Language (uk → ua). A brand answers only in its own
 * languages (manifest `availableLangs`), else in its default; without a brand, English.
 */
export function languageOf(
  req: FastifyRequest,
  brand?: { availableLangs: readonly TLanguage[]; defaultLang: TLanguage },
): TLanguage {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  const first = header.split(',')[0]?.split(';')[0]?.trim().slice(0, 2) ?? '';
  const mapped = first === 'uk' ? 'ua' : first;
  const known = (LANGUAGES as readonly string[]).includes(mapped) ? (mapped as TLanguage) : undefined;
  if (!brand) return known ?? 'en';
  return known !== undefined && brand.availableLangs.includes(known) ? known : brand.defaultLang;
}
