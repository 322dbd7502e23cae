import { ACCESS_RIGHTS, METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { ACCESS_RIGHT_NAMES } from '../data/access-rights.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';

/** The access rights of spec 1 §6 (0 no access … 5 uploading), named in the answer's language. */
export const dictionaryAccessRightsOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryAccessRights, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    const rights = Object.entries(ACCESS_RIGHTS) as [keyof typeof ACCESS_RIGHTS, number][];
    return { accessRights: rights.map(([key, id]) => ({ id, name: ACCESS_RIGHT_NAMES[key][lang] })) };
  });
