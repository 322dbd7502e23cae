import type { TLanguage } from '@openportal/contract';
import type { OperationContext } from '../platform/operation.ts';
import type { BrandContext } from '../platform/brand-context.ts';

/** The portal's language code → the BCP 47 locale Intl knows (`ua` is Ukrainian: `uk`). */
export function intlLocale(lang: TLanguage): string {
  return lang === 'ua' ? 'uk' : lang;
}

/**
 * The language a dictionary answers in: the body's `lang` (spec 1 §7: dictionary calls carry
 * it) when the brand offers it, else the request's language (Accept-Language among the brand's
 * languages, else the brand's default: `platform/language.ts`).
 */
export function answerLanguage(
  ctx: Pick<OperationContext, 'brand' | 'lang'>,
  brands: Pick<BrandContext, 'manifest'>,
  requested: TLanguage | undefined,
): TLanguage {
  if (requested === undefined || ctx.brand === undefined) return ctx.lang;
  return brands.manifest(ctx.brand).availableLangs.includes(requested) ? requested : ctx.lang;
}
