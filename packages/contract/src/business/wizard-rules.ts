import {
  HIDDEN_USER_RIGHTS,
  MAIN_USER_RIGHTS,
  SHARE_MAX,
  SHARE_MIN_EXCLUSIVE,
  SHARE_SOURCE_FLOOR,
  SHARE_SUM_MAX,
  SHARE_SUM_MIN,
} from '../constants.ts';
import type { TErrorMessageKey } from '../errors.ts';
import { checkTaxId } from '../profile/tax-ids.ts';

/**
 * The business registration wizard's rules (spec 1 §5), pure: the portal runs them while the
 * wizard is filled, the contract's schema runs them on every parse, and core runs the same ones
 * before it writes (with the e-mail statuses it reads). Every issue names a catalogue message
 * (ERROR_MESSAGES), so both sides show it in the user's language. Our choices where §5 is silent:
 * - a tree node names a person or company of the registration by `ref`; only a company node
 *   has children (its shareholders); refs are unique per list;
 * - "every person must be valid": every person and company gives at least one tax residency row
 *   (the number, or the reason there is none), each number in its country's format;
 * - the US rule: an entity that is a US tax payer gets a US row when it named none
 *   (`withUsTaxRow`), which then needs the number or a reason like any row;
 * - an e-mail is free when its status is 0 (new) or 3 (an existing employee); anything else,
 *   unknown included, is refused; two users never share an e-mail, nor the company's own login;
 * - at least one user is required, because one must hold main rights 2.
 */
export type TWizardPath = (string | number)[];
export interface TWizardIssue {
  path: TWizardPath;
  key: TErrorMessageKey;
}

export interface TShareNode {
  type: 'person' | 'company';
  ref: string;
  share: number;
  children?: TShareNode[] | undefined;
}
export interface TWizardTaxRow {
  countryCode: string;
  taxId?: string | undefined;
  tinMissingReason?: string | undefined;
  tinMissingExplanation?: string | undefined;
}
interface TTaxed {
  ref: string;
  taxIds?: TWizardTaxRow[] | undefined;
  isUSTaxPayer?: boolean | undefined;
}
export interface TWizardPerson extends TTaxed {
  email?: string | undefined;
  sourceOfFunds?: number[] | undefined;
  sourceDetails?: Record<string, string> | undefined;
  isUser?: boolean | undefined;
  accessRights?: number | undefined;
}
export interface TWizardCompany extends TTaxed {
  registrationCountryCode: string;
  directorRefs?: string[] | undefined;
}
export interface TWizard {
  generalForm: { email: string; registrationCountryCode: string; businessTaxId?: string | undefined };
  persons: TWizardPerson[];
  companies: TWizardCompany[];
  directorRefs: string[];
  owners: string[];
  shareholders: TShareNode[];
}

/** E-mail existence status of spec 1 §5: 0 new, 1 existing, 2 checking, 3 existing employee, -1 failed. */
export type TEmailStatus = -1 | 0 | 1 | 2 | 3;
export interface TWizardOptions {
  /** The brand's sourceOfWealth switch: off, no source of funds is asked. Default on. */
  sourceOfWealth?: boolean;
  /** The e-mail check's status per address (lower case); omitted: e-mails are not checked here. */
  emailStatus?: (email: string) => TEmailStatus | undefined;
}

const issue = (path: TWizardPath, key: TErrorMessageKey): TWizardIssue => ({ path, key });

/** One share: above 0 and at most 100. */
export function shareIssue(share: number): TErrorMessageKey | undefined {
  if (!Number.isFinite(share) || share <= SHARE_MIN_EXCLUSIVE) return 'shareNotPositive';
  if (share > SHARE_MAX) return 'shareAbove100';
  return undefined;
}

/** A level's sum within [10, 100] (a hundredth of tolerance for decimal shares). */
export function levelSumOk(shares: readonly number[]): boolean {
  const sum = shares.reduce((s, x) => s + x, 0);
  return sum >= SHARE_SUM_MIN - 1e-9 && sum <= SHARE_SUM_MAX + 1e-9;
}

/** The share rules over a tree: each share, each level's sum, children only under a company. */
export function shareTreeIssues(nodes: readonly TShareNode[], path: TWizardPath = ['shareholders']): TWizardIssue[] {
  const out: TWizardIssue[] = [];
  if (nodes.length > 0 && !levelSumOk(nodes.map((n) => n.share))) out.push(issue(path, 'shareLevelSum'));
  nodes.forEach((n, i) => {
    const key = shareIssue(n.share);
    if (key) out.push(issue([...path, i, 'share'], key));
    if (n.children?.length) {
      if (n.type !== 'company') out.push(issue([...path, i, 'children'], 'onlyCompanyHasShareholders'));
      out.push(...shareTreeIssues(n.children, [...path, i, 'children']));
    }
  });
  return out;
}

/** Effective share of every person: nested shares multiplied, as fractions of 1 (50% of 50% = 0.25). */
export function effectiveShares(
  nodes: readonly TShareNode[],
  factor = 1,
  out = new Map<string, number>(),
): Map<string, number> {
  for (const n of nodes) {
    const f = (factor * n.share) / 100;
    if (n.type === 'person') out.set(n.ref, (out.get(n.ref) ?? 0) + f);
    if (n.children) effectiveShares(n.children, f, out);
  }
  return out;
}

/** Whether an effective share asks for the source of funds and its details (0.25 or more). */
export const needsSourceOfFunds = (effective: number) => effective >= SHARE_SOURCE_FLOOR - 1e-12;

/** The rows with a US row added for a US tax payer who named none (spec 1 §5). */
export function withUsTaxRow<T extends TWizardTaxRow>(
  rows: readonly T[] | undefined,
  isUSTaxPayer: boolean | undefined,
): (T | TWizardTaxRow)[] {
  const list: (T | TWizardTaxRow)[] = [...(rows ?? [])];
  if (isUSTaxPayer && !list.some((r) => r.countryCode === 'US')) list.push({ countryCode: 'US' });
  return list;
}

/** One tax row: the number (in its country's format) or the reason; CANNOT_OBTAIN explained. */
export function taxRowIssues(row: TWizardTaxRow, kind: 'personal' | 'business', path: TWizardPath): TWizardIssue[] {
  if (row.taxId?.trim()) {
    return checkTaxId(row.countryCode, kind, row.taxId) === 'format'
      ? [issue([...path, 'taxId'], 'taxIdNotCountryFormat')]
      : [];
  }
  if (!row.tinMissingReason) return [issue([...path, 'tinMissingReason'], 'taxIdOrReason')];
  if (row.tinMissingReason === 'CANNOT_OBTAIN' && !row.tinMissingExplanation?.trim())
    return [issue([...path, 'tinMissingExplanation'], 'tinExplanationRequired')];
  return [];
}

/** An entity's tax residencies: at least one row (after the US rule), each valid. */
export function taxIssues(entity: TTaxed, kind: 'personal' | 'business', path: TWizardPath): TWizardIssue[] {
  const rows = withUsTaxRow(entity.taxIds, entity.isUSTaxPayer);
  if (rows.length === 0) return [issue([...path, 'taxIds'], 'taxIdOrReason')];
  return rows.flatMap((r, i) => taxRowIssues(r, kind, [...path, 'taxIds', i]));
}

/** The access rights a user added now starts with: the first user gets main rights 2. */
export const rightsForNewUser = (usersSoFar: number): number | undefined =>
  usersSoFar === 0 ? MAIN_USER_RIGHTS : undefined;

/** The rights a user may be given in the wizard and on the access screen: 1-4, 5 hidden. */
export const CHOOSABLE_USER_RIGHTS = [1, 2, 3, 4] as const;

/** Users: an e-mail known to be free, rights 1-4, one of them main (2), no two alike. */
export function userIssues(w: TWizard, opts: TWizardOptions = {}): TWizardIssue[] {
  const out: TWizardIssue[] = [];
  const seen = new Set([w.generalForm.email.toLowerCase()]);
  let users = 0;
  w.persons.forEach((p, i) => {
    if (!p.isUser) return;
    users++;
    const at: TWizardPath = ['persons', i];
    if (!p.email) out.push(issue([...at, 'email'], 'userEmailRequired'));
    else if (seen.has(p.email.toLowerCase())) out.push(issue([...at, 'email'], 'userEmailTwice'));
    else {
      seen.add(p.email.toLowerCase());
      const status = opts.emailStatus?.(p.email.toLowerCase());
      if (opts.emailStatus && status !== 0 && status !== 3)
        out.push(issue([...at, 'email'], status === 1 ? 'emailTaken' : 'userEmailUnchecked'));
    }
    if (!p.accessRights) out.push(issue([...at, 'accessRights'], 'userRightsRequired'));
    else if (p.accessRights === HIDDEN_USER_RIGHTS) out.push(issue([...at, 'accessRights'], 'authorizedRightsHidden'));
  });
  if (users === 0 || !w.persons.some((p) => p.isUser && p.accessRights === MAIN_USER_RIGHTS))
    out.push(issue(['persons'], 'mainUserRequired'));
  return out;
}

function refIssues(w: TWizard): TWizardIssue[] {
  const out: TWizardIssue[] = [];
  const people = new Set<string>();
  const companies = new Set<string>();
  w.persons.forEach((p, i) => {
    if (people.has(p.ref)) out.push(issue(['persons', i, 'ref'], 'partyTwice'));
    people.add(p.ref);
  });
  w.companies.forEach((c, i) => {
    if (companies.has(c.ref)) out.push(issue(['companies', i, 'ref'], 'partyTwice'));
    companies.add(c.ref);
  });
  const person = (ref: string, path: TWizardPath) => {
    if (!people.has(ref)) out.push(issue(path, 'unknownParty'));
  };
  w.directorRefs.forEach((r, i) => person(r, ['directorRefs', i]));
  w.owners.forEach((r, i) => person(r, ['owners', i]));
  w.companies.forEach((c, i) => c.directorRefs?.forEach((r, j) => person(r, ['companies', i, 'directorRefs', j])));
  const walk = (nodes: readonly TShareNode[], path: TWizardPath) =>
    nodes.forEach((n, i) => {
      if (!(n.type === 'person' ? people : companies).has(n.ref)) out.push(issue([...path, i, 'ref'], 'unknownParty'));
      if (n.children) walk(n.children, [...path, i, 'children']);
    });
  walk(w.shareholders, ['shareholders']);
  return out;
}

/** Company shareholders (anywhere in the tree) each need a director of their own. */
function companyDirectorIssues(w: TWizard): TWizardIssue[] {
  const inTree = new Set<string>();
  const walk = (nodes: readonly TShareNode[]) =>
    nodes.forEach((n) => {
      if (n.type === 'company') inTree.add(n.ref);
      if (n.children) walk(n.children);
    });
  walk(w.shareholders);
  return w.companies.flatMap((c, i) =>
    inTree.has(c.ref) && !c.directorRefs?.length
      ? [issue(['companies', i, 'directorRefs'], 'companyDirectorRequired')]
      : [],
  );
}

/** Persons of 25% or more (effective) name their sources of funds and describe each. */
export function sourceOfFundsIssues(w: TWizard): TWizardIssue[] {
  const effective = effectiveShares(w.shareholders);
  const out: TWizardIssue[] = [];
  w.persons.forEach((p, i) => {
    if (!needsSourceOfFunds(effective.get(p.ref) ?? 0)) return;
    if (!p.sourceOfFunds?.length) out.push(issue(['persons', i, 'sourceOfFunds'], 'sourceOfFundsRequired'));
    else
      for (const id of p.sourceOfFunds)
        if (!p.sourceDetails?.[String(id)]?.trim())
          out.push(issue(['persons', i, 'sourceDetails', String(id)], 'sourceDetailsRequired'));
  });
  return out;
}

/** Every rule of spec 1 §5 over a whole registration; empty when it may be sent. */
export function wizardIssues(w: TWizard, opts: TWizardOptions = {}): TWizardIssue[] {
  const root = w.generalForm;
  return [
    ...(w.shareholders.length === 0 ? [issue(['shareholders'], 'shareholderRequired')] : []),
    ...shareTreeIssues(w.shareholders),
    ...refIssues(w),
    ...(w.directorRefs.length === 0 ? [issue(['directorRefs'], 'directorRequired')] : []),
    ...companyDirectorIssues(w),
    ...(opts.sourceOfWealth === false ? [] : sourceOfFundsIssues(w)),
    ...userIssues(w, opts),
    ...(root.businessTaxId && checkTaxId(root.registrationCountryCode, 'business', root.businessTaxId) === 'format'
      ? [issue(['generalForm', 'businessTaxId'], 'taxIdNotCountryFormat')]
      : []),
    ...w.persons.flatMap((p, i) => taxIssues(p, 'personal', ['persons', i])),
    ...w.companies.flatMap((c, i) => taxIssues(c, 'business', ['companies', i])),
  ];
}
