import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { PERSONAL_QUESTIONS } from '../data/questions.ts';
import { inLanguage } from '../data/translated.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';

/** The personal additional questions with their follow-ups (spec 1 §3), in the answer's language. */
export const dictionaryPersonalAdditionalQuestionsOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryPersonalAdditionalQuestions, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    return {
      questions: PERSONAL_QUESTIONS.map((q) => ({
        id: q.id,
        text: q.text[lang],
        type: q.type,
        ...(q.options ? { options: inLanguage(q.options, lang) } : {}),
      })),
    };
  });
