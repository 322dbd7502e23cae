import {
  businessAccountCreate,
  effectiveShares,
  needsSourceOfFunds,
  REGISTRATION_DRAFT_VERSION,
  rightsForNewUser,
  type TShareNode,
} from '@openportal/contract';
import type { TCallRequest } from '@openportal/contract-client';

/** What the wizard sends: the contract's registration body (spec 1 §3 Registration draft). */
export type TBusinessBody = TCallRequest<typeof businessAccountCreate>;

export interface TTaxRowDraft {
  countryCode: string;
  taxId: string;
  tinMissingReason: string;
  tinMissingExplanation: string;
}
export interface TPersonDraft {
  ref: string;
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  phone: string;
  taxIds: TTaxRowDraft[];
  isUSTaxPayer: boolean;
  sourceOfFunds: number[];
  sourceDetails: Record<string, string>;
  isUser: boolean;
  accessRights: number | '';
}
export interface TCompanyDraft {
  ref: string;
  name: string;
  registrationCountryCode: string;
  registrationNumber: string;
  taxIds: TTaxRowDraft[];
  directorRefs: string[];
}
/**
 * The wizard's whole state, kept as typed (empty strings for what is not filled yet) and saved
 * locally as the draft; `toBody` makes the wire body of it.
 */
export interface TWizardDraft {
  generalForm: Record<string, string>;
  financialInfoForm: Record<string, string>;
  dueDilligenceForm: {
    government: boolean;
    governmentDetails: string;
    lawsuits: boolean;
    lawsuitsDetails: string;
    taxPayers: boolean;
  };
  legalForm: Record<string, string>;
  persons: TPersonDraft[];
  companies: TCompanyDraft[];
  directorRefs: string[];
  owners: string[];
  shareholders: TShareNode[];
}

/** The wizard's steps in order: four forms, then the hubs (spec 1 §2). */
export const STEPS = [
  'generalForm',
  'financialInfoForm',
  'dueDilligenceForm',
  'legalForm',
  'directorsHub',
  'shareholdersHub',
  'ownersHub',
  'usersHub',
] as const;
export type TStep = (typeof STEPS)[number];

export const GENERAL_FIELDS = [
  'name',
  'tradingName',
  'registrationCountryCode',
  'registrationNumber',
  'registrationDate',
  'businessTaxId',
  'email',
  'password',
  'phone',
  'website',
  'description',
  'category',
] as const;
export const FINANCIAL_FIELDS = [
  'monthlyDeposit',
  'monthlyWithdrawal',
  'currency',
  'industry',
  'specification',
] as const;
export const LEGAL_FIELDS = ['legalForm', 'countryCode', 'city', 'street', 'postCode'] as const;

const blank = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, '']));
export const emptyDraft = (): TWizardDraft => ({
  generalForm: blank(GENERAL_FIELDS),
  financialInfoForm: blank(FINANCIAL_FIELDS),
  dueDilligenceForm: {
    government: false,
    governmentDetails: '',
    lawsuits: false,
    lawsuitsDetails: '',
    taxPayers: false,
  },
  legalForm: blank(LEGAL_FIELDS),
  persons: [],
  companies: [],
  directorRefs: [],
  owners: [],
  shareholders: [],
});

const emptyTaxRow = (countryCode = ''): TTaxRowDraft => ({
  countryCode,
  taxId: '',
  tinMissingReason: '',
  tinMissingExplanation: '',
});
const nextRef = (prefix: string, taken: readonly { ref: string }[]) => {
  let n = taken.length + 1;
  while (taken.some((x) => x.ref === `${prefix}${n}`)) n++;
  return `${prefix}${n}`;
};
/** A new person (the first user gets main rights 2: `rightsForNewUser`). */
export function newPerson(d: TWizardDraft, asUser = false): TPersonDraft {
  return {
    ref: nextRef('p', d.persons),
    firstName: '',
    lastName: '',
    birthday: '',
    email: '',
    phone: '',
    taxIds: [emptyTaxRow()],
    isUSTaxPayer: false,
    sourceOfFunds: [],
    sourceDetails: {},
    isUser: asUser,
    accessRights: asUser ? (rightsForNewUser(d.persons.filter((p) => p.isUser).length) ?? '') : '',
  };
}
export const newCompany = (d: TWizardDraft): TCompanyDraft => ({
  ref: nextRef('c', d.companies),
  name: '',
  registrationCountryCode: '',
  registrationNumber: '',
  taxIds: [emptyTaxRow()],
  directorRefs: [],
});

/** Empty texts and empty lists of optional values are absent on the wire (spec 1 §5). */
function clean<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clean) as T;
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== '' && x !== null && !(typeof x === 'number' && Number.isNaN(x)))
      .map(([k, x]) => [k, clean(x)]),
  ) as T;
}

/** Positions by what the tree says: 2 director, 6 shareholder, 8 ultimate owner (core derives them too). */
function positionsOf(d: TWizardDraft, ref: string): number[] {
  const out: number[] = [];
  if (d.directorRefs.includes(ref)) out.push(2);
  if (d.shareholders.some((n) => n.type === 'person' && n.ref === ref)) out.push(6);
  if (d.owners.includes(ref)) out.push(8);
  return out;
}

/** The wire body of a draft: what `businessAccountCreate` takes. */
export function toBody(d: TWizardDraft, captchaToken: string): unknown {
  const persons = d.persons.map((p) => ({
    ...p,
    sourceOfFunds: p.sourceOfFunds.length ? p.sourceOfFunds : undefined,
    sourceDetails: Object.keys(p.sourceDetails).length ? p.sourceDetails : undefined,
    isUSTaxPayer: p.isUSTaxPayer || undefined,
    isUser: p.isUser || undefined,
    accessRights: p.isUser ? p.accessRights : undefined,
    positionIds: positionsOf(d, p.ref),
  }));
  return clean({
    captchaToken,
    draftVersion: REGISTRATION_DRAFT_VERSION,
    generalForm: d.generalForm,
    financialInfoForm: d.financialInfoForm,
    dueDilligenceForm: d.dueDilligenceForm,
    legalForm: d.legalForm,
    persons,
    companies: d.companies.map((c) => ({ ...c, directorRefs: c.directorRefs.length ? c.directorRefs : undefined })),
    directorRefs: d.directorRefs,
    owners: d.owners,
    shareholders: d.shareholders,
  });
}

/** The step where a body path is entered: forms by name, persons by the hub that shows them. */
export function stepOf(path: string, d: TWizardDraft): TStep {
  const [head, index] = path.split('.');
  if (head === 'persons' && index !== undefined) {
    const ref = d.persons[Number(index)]?.ref;
    if (ref && d.directorRefs.includes(ref)) return 'directorsHub';
    if (ref && d.persons[Number(index)]?.isUser && !inTree(d.shareholders, ref)) return 'usersHub';
    return 'shareholdersHub';
  }
  if (head === 'persons') return 'usersHub';
  if (head === 'directorRefs') return 'directorsHub';
  if (head === 'companies' || head === 'shareholders') return 'shareholdersHub';
  if (head === 'owners') return 'ownersHub';
  return (STEPS as readonly string[]).includes(head ?? '') ? (head as TStep) : 'generalForm';
}
const inTree = (nodes: readonly TShareNode[], ref: string): boolean =>
  nodes.some((n) => n.ref === ref || inTree(n.children ?? [], ref));

/** Effective shares of the draft's persons, in percent (nested shares multiplied). */
export const effectivePercent = (d: TWizardDraft) =>
  new Map([...effectiveShares(d.shareholders)].map(([ref, f]) => [ref, f * 100]));

/** The draft without persons and companies nothing names any more (a removed shareholder's own). */
export function prune(d: TWizardDraft): TWizardDraft {
  const tree = new Set<string>();
  const walk = (nodes: readonly TShareNode[]) =>
    nodes.forEach((n) => {
      tree.add(n.ref);
      walk(n.children ?? []);
    });
  walk(d.shareholders);
  const companies = d.companies.filter((c) => tree.has(c.ref));
  const named = new Set([...tree, ...d.directorRefs, ...companies.flatMap((c) => c.directorRefs)]);
  const persons = d.persons.filter((p) => named.has(p.ref) || p.isUser);
  const kept = new Set(persons.map((p) => p.ref));
  return { ...d, companies, persons, owners: d.owners.filter((r) => kept.has(r)) };
}

/**
 * Whether a person is asked for sources of funds: 25% or more effective where the brand's
 * sourceOfWealth switch is on (the contract's schema leaves that rule to the brand), and wherever
 * a shown message asks for them (core's refusal placed on the person).
 */
export function asksSources(
  d: TWizardDraft,
  i: number,
  brandOn: boolean,
  issues: ReadonlyMap<string, string>,
): boolean {
  const p = d.persons[i];
  if (!p) return false;
  if (brandOn && needsSourceOfFunds((effectivePercent(d).get(p.ref) ?? 0) / 100)) return true;
  return [...issues.keys()].some((k) => k.startsWith(`persons.${i}.source`));
}
