import { METHOD_CALLS, type TLanguage } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { ADDRESS_DOCUMENT_TYPE_IDS, DOCUMENT_TYPES } from '../data/document-types.ts';
import { refuseUnknownCountry } from '../countries.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';

const names = (lang: TLanguage, ids: readonly number[]) => {
  const all = Object.values(DOCUMENT_TYPES).flat();
  return ids.map((id) => ({ id, name: all.find((t) => t.id === id)!.name[lang] }));
};

/**
 * Address proofs keyed by country code or `all` (spec 1 §3). Without countryCode: `all` and
 * each country's complete list; with it: that country's complete list alone; an unknown country is VF.
 */
export const dictionaryAddressDocumentTypesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryAddressDocumentTypes, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    const { all, byCountry } = ADDRESS_DOCUMENT_TYPE_IDS;
    const complete = (country: string) => names(lang, [...all, ...(byCountry[country] ?? [])]);
    if (input.countryCode !== undefined) {
      refuseUnknownCountry(input.countryCode);
      return { customerAddressDocumentTypes: { [input.countryCode]: complete(input.countryCode) } };
    }
    return {
      customerAddressDocumentTypes: {
        all: names(lang, all),
        ...Object.fromEntries(Object.keys(byCountry).map((c) => [c, complete(c)])),
      },
    };
  });
