import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { PERSONAL_DECLARATIONS } from '../data/agreements.ts';

/**
 * What a personal customer agrees to: the brand's terms (manifest `terms`, as the brand wrote
 * them, with their URL), then our declarations in the answer's language.
 */
export const dictionaryPersonalAgreementsOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryPersonalAgreements, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    const terms = ctx.brand === undefined ? [] : deps.brandContext.manifest(ctx.brand).terms;
    return {
      agreements: [
        ...terms.map((t) => ({ id: t.id, label: t.label, url: t.url })),
        ...PERSONAL_DECLARATIONS.map((d) => ({ id: d.id, label: d.label[lang], url: null })),
      ],
    };
  });
