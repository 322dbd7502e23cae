import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type TLanguage } from '@openportal/contract';

/** The request's language from Accept-Language (uk → ua), else English. */
export function languageOf(req: FastifyRequest): TLanguage {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  const first = header.split(',')[0]?.split(';')[0]?.trim().slice(0, 2) ?? '';
  const mapped = first === 'uk' ? 'ua' : first;
  return (LANGUAGES as readonly string[]).includes(mapped) ? (mapped as TLanguage) : 'en';
}
