import { REGISTRATION_DRAFT_VERSION } from '@openportal/contract';
import { DRAFT_KEY } from './draft.ts';
import { emptyDraft, newCompany, newPerson, type TPersonDraft, type TWizardDraft } from './wizard-model.ts';

const noTin = [{ countryCode: 'GB', taxId: '', tinMissingReason: 'NO_TIN_IS_REQUIRED', tinMissingExplanation: '' }];
const person = (d: TWizardDraft, patch: Partial<TPersonDraft>): TPersonDraft => ({
  ...newPerson(d),
  birthday: '1980-02-03',
  taxIds: noTin,
  ...patch,
});

/**
 * A company the rules accept (tests): Ana directs it and holds 60% (so names her sources of
 * funds), Holdco Ltd holds 40% with Bob as its director, Cara is the main user. No password:
 * a draft never keeps one.
 */
export function validDraft(): TWizardDraft {
  const d = emptyDraft();
  d.generalForm = {
    ...d.generalForm,
    name: 'Acme Ltd',
    registrationCountryCode: 'GB',
    registrationNumber: '0123456',
    registrationDate: '2020-01-02',
    email: 'acme@example.com',
    phone: '447700900123',
    category: 'others',
  };
  d.persons.push(
    person(d, {
      ref: 'p1',
      firstName: 'Ana',
      lastName: 'Director',
      sourceOfFunds: [1],
      sourceDetails: { '1': 'Salary' },
    }),
  );
  d.persons.push(person(d, { ref: 'p2', firstName: 'Bob', lastName: 'Holder' }));
  d.persons.push(
    person(d, {
      ref: 'p3',
      firstName: 'Cara',
      lastName: 'User',
      email: 'cara@example.com',
      isUser: true,
      accessRights: 2,
    }),
  );
  d.companies.push({
    ...newCompany(d),
    ref: 'c1',
    name: 'Holdco Ltd',
    registrationCountryCode: 'GB',
    registrationNumber: '987',
    taxIds: noTin,
    directorRefs: ['p2'],
  });
  d.directorRefs = ['p1'];
  d.owners = ['p1'];
  d.shareholders = [
    { type: 'person', ref: 'p1', share: 60 },
    { type: 'company', ref: 'c1', share: 40 },
  ];
  return d;
}

/** A localStorage holding a draft saved at `version`. */
export function storageWith(draft: TWizardDraft, version: string = REGISTRATION_DRAFT_VERSION): Storage {
  const m = new Map<string, string>([[DRAFT_KEY, JSON.stringify({ version, draft })]]);
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}
