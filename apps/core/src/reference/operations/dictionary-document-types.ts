import { DOCUMENT_CATEGORIES, METHOD_CALLS, TWO_SIDED_DOCUMENT_TYPES } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { DOCUMENT_CATEGORY_IDS, DOCUMENT_CATEGORY_NAMES, DOCUMENT_TYPES } from '../data/document-types.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';

const twoSided: ReadonlySet<number> = new Set(TWO_SIDED_DOCUMENT_TYPES);

/** Document types grouped by category (spec 1 §3 customerDocumentCategories), two-sided ones marked. */
export const dictionaryDocumentTypesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryDocumentTypes, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    return {
      customerDocumentCategories: DOCUMENT_CATEGORIES.map((category) => ({
        id: DOCUMENT_CATEGORY_IDS[category],
        name: DOCUMENT_CATEGORY_NAMES[category][lang],
        customerDocumentTypes: DOCUMENT_TYPES[category].map((t) => ({
          id: t.id,
          name: t.name[lang],
          twoSided: twoSided.has(t.id),
        })),
      })),
    };
  });
