import {
  businessAccountCreate,
  ERROR_MESSAGES,
  messageCode,
  type TWizard,
  type TWizardOptions,
  wizardIssues,
} from '@openportal/contract';
import type { TMessageKeys } from '@openportal/contract-client';
import type { TTranslate } from '../../shared/api/messages.ts';
import { localiseMessage } from '../../shared/forms/localise.ts';

/** Field messages of the wizard, by body path ('persons.0.email'), in the language shown. */
export type TIssueMap = Map<string, string>;

/** The contract's field texts the wizard names (by message code) → keys of `business`. */
export const MESSAGE_KEYS: TMessageKeys = {
  usernameEmail: 'wizard.errors.email',
  passwordShort: 'wizard.errors.passwordShort',
  passwordLong: 'wizard.errors.passwordLong',
  passwordLetter: 'wizard.errors.passwordLetter',
  passwordDigit: 'wizard.errors.passwordDigit',
  atMost100: 'wizard.errors.tooLong',
  date: 'wizard.errors.date',
  countryCode: 'wizard.errors.country',
};

const at = (path: readonly PropertyKey[]) => path.map(String).join('.');

function add(map: TIssueMap, path: string, text: string) {
  const had = map.get(path);
  if (had === undefined) map.set(path, text);
  else if (!had.split(', ').includes(text)) map.set(path, `${had}, ${text}`);
}

/** A contract text in the language shown: a catalogue message, a named field text, else generic. */
function textOf(message: string | undefined, missing: boolean, t: TTranslate): string {
  if (missing) return t('common.required');
  if (!message) return t('common.invalid');
  const code = messageCode(message);
  const known = (Object.values(ERROR_MESSAGES) as string[]).includes(message) || !!(code && MESSAGE_KEYS[code]);
  return known ? localiseMessage(message, MESSAGE_KEYS, t) : t('common.invalid');
}

/**
 * Every issue of a body by the contract: the request schema (shapes and, when they hold, the
 * wizard's rules it runs) and `wizardIssues` itself on whatever the shapes are, so a tree that
 * breaks a rule is named even while a person's name is still missing. Empty: it may be sent.
 */
export function issuesOf(body: unknown, t: TTranslate, opts: TWizardOptions = {}): TIssueMap {
  const map: TIssueMap = new Map();
  const parsed = businessAccountCreate.request.safeParse(body);
  if (!parsed.success)
    for (const iss of parsed.error.issues) {
      const missing = (iss as { input?: unknown }).input === undefined && iss.code !== 'custom';
      add(map, at(iss.path), textOf(iss.message, missing, t));
    }
  const b = body as Partial<TWizard> & { generalForm?: Partial<TWizard['generalForm']> };
  const rules = wizardIssues(
    {
      generalForm: { email: '', registrationCountryCode: '', ...b.generalForm },
      persons: b.persons ?? [],
      companies: b.companies ?? [],
      directorRefs: b.directorRefs ?? [],
      owners: b.owners ?? [],
      shareholders: b.shareholders ?? [],
    },
    opts,
  );
  for (const { path, key } of rules) add(map, at(path), t(`errors.${key}`));
  return map;
}

/** The issues under one prefix ('persons.2'), for a person or company card's summary. */
export const issuesUnder = (map: TIssueMap, prefix: string) =>
  [...map].filter(([p]) => p === prefix || p.startsWith(`${prefix}.`));
