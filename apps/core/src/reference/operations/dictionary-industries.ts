import { INDUSTRY_GROUPS, METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { INDUSTRIES, INDUSTRY_GROUP_NAMES } from '../data/industries.ts';
import { inLanguage } from '../data/translated.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';

/**
 * Industries in their groups (mainstream, financial, investment, adult), each group with its
 * label (spec 1 §3). Brands that hide adult industries at registration do so in the portal:
 * the dictionary serves other screens too.
 */
export const dictionaryIndustriesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryIndustries, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    return {
      industries: INDUSTRY_GROUPS.map((group) => ({
        group,
        label: INDUSTRY_GROUP_NAMES[group][lang],
        items: INDUSTRIES[group].map((i) => ({
          id: i.id,
          name: i.name[lang],
          ...(i.specifications ? { specifications: inLanguage(i.specifications, lang) } : {}),
        })),
      })),
    };
  });
