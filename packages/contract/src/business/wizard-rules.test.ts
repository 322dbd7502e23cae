import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZBusinessRegistration, ZShare } from '../calls/identity/business.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import {
  effectiveShares,
  rightsForNewUser,
  shareTreeIssues,
  taxRowIssues,
  withUsTaxRow,
  wizardIssues,
  type TShareNode,
  type TWizard,
  type TWizardPerson,
  type TWizardTaxRow,
} from './wizard-rules.ts';

const keys = (w: TWizard, opts = {}) => wizardIssues(w, opts).map((i) => i.key);

/** A person with everything a valid registration asks of them. */
const person = (ref: string, extra: Partial<TWizardPerson> = {}): TWizardPerson => ({
  ref,
  taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
  sourceOfFunds: [1],
  sourceDetails: { '1': 'Salary' },
  ...extra,
});
/** Two persons at 60/40 of the root; p1 is the main user and director. */
const valid = (): TWizard => ({
  generalForm: { email: 'co@example.com', registrationCountryCode: 'GB' },
  persons: [person('p1', { isUser: true, email: 'p1@example.com', accessRights: 2 }), person('p2')],
  companies: [],
  directorRefs: ['p1'],
  owners: ['p1'],
  shareholders: [
    { type: 'person', ref: 'p1', share: 60 },
    { type: 'person', ref: 'p2', share: 40 },
  ],
});

/** Shares as whole hundredths, so sums are exact. */
const shareArb = fc.integer({ min: 1, max: 10_000 }).map((h) => h / 100);

/** A random tree of companies c<n> and persons p<n>; refs unique. */
const treeArb = (depth: number): fc.Arbitrary<TShareNode[]> =>
  fc.array(
    fc.oneof(
      fc.record({ type: fc.constant('person' as const), ref: fc.constant(''), share: shareArb }),
      depth > 0
        ? fc.record({
            type: fc.constant('company' as const),
            ref: fc.constant(''),
            share: shareArb,
            children: treeArb(depth - 1),
          })
        : fc.record({ type: fc.constant('company' as const), ref: fc.constant(''), share: shareArb }),
    ),
    { minLength: 1, maxLength: 4 },
  );
function numbered(nodes: TShareNode[], n = { p: 0, c: 0 }): TShareNode[] {
  return nodes.map((x) => ({
    ...x,
    ref: x.type === 'person' ? `p${n.p++}` : `c${n.c++}`,
    ...(x.children ? { children: numbered(x.children, n) } : {}),
  }));
}
const levels = (nodes: TShareNode[]): number[][] => [
  nodes.map((n) => n.share),
  ...nodes.flatMap((n) => (n.children?.length ? levels(n.children) : [])),
];
const refsOf = (nodes: TShareNode[], type: TShareNode['type']): string[] =>
  nodes.flatMap((n) => [...(n.type === type ? [n.ref] : []), ...refsOf(n.children ?? [], type)]);

describe('share rules (spec 1 §5): property tests', () => {
  it('a share is accepted exactly when above 0 and at most 100', () => {
    fc.assert(
      fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (s) => {
        expect(ZShare.safeParse(s).success).toBe(s > 0 && s <= 100);
      }),
    );
  });
  it('a tree has a level-sum issue exactly when some level adds up to under 10 or over 100', () => {
    fc.assert(
      fc.property(treeArb(3), (raw) => {
        const tree = numbered(raw);
        const bad = levels(tree).some((l) => {
          const sum = l.reduce((a, b) => a + b, 0);
          return sum < 10 - 1e-9 || sum > 100 + 1e-9;
        });
        expect(shareTreeIssues(tree).some((i) => i.key === 'shareLevelSum')).toBe(bad);
      }),
    );
  });
  it('effective share multiplies the shares along the path, and never totals above 1 in a tree of valid levels', () => {
    fc.assert(
      fc.property(treeArb(3), (raw) => {
        const tree = numbered(raw);
        const expected = new Map<string, number>();
        const walk = (nodes: TShareNode[], f: number) =>
          nodes.forEach((n) => {
            if (n.type === 'person') expected.set(n.ref, (f * n.share) / 100);
            walk(n.children ?? [], (f * n.share) / 100);
          });
        walk(tree, 1);
        const got = effectiveShares(tree);
        for (const [ref, v] of expected) expect(got.get(ref)).toBeCloseTo(v, 12);
        if (shareTreeIssues(tree).length === 0)
          expect([...got.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
  });
  it('a person of 25% or more effective needs the source of funds and its details; below, never', () => {
    fc.assert(
      fc.property(treeArb(2), fc.boolean(), (raw, withSources) => {
        const tree = numbered(raw);
        const companies = refsOf(tree, 'company').map((ref) => ({
          ref,
          registrationCountryCode: 'GB',
          directorRefs: ['d'],
        }));
        const persons = [
          person('d', { isUser: true, email: 'd@example.com', accessRights: 2 }),
          ...refsOf(tree, 'person').map((ref) =>
            person(ref, withSources ? {} : { sourceOfFunds: [], sourceDetails: {} }),
          ),
        ];
        const w: TWizard = { ...valid(), persons, companies, shareholders: tree };
        const eff = effectiveShares(tree);
        const big = [...eff.entries()].filter(([, v]) => v >= 0.25).map(([r]) => r);
        const flagged = wizardIssues(w)
          .filter((i) => i.key === 'sourceOfFundsRequired')
          .map((i) => persons[i.path[1] as number]!.ref);
        expect(flagged.sort()).toEqual(withSources ? [] : big.sort());
        // With the brand's source-of-wealth switch off, nobody is asked.
        expect(keys(w, { sourceOfWealth: false })).not.toContain('sourceOfFundsRequired');
      }),
    );
  });
  it('every company in the tree needs a director of its own', () => {
    fc.assert(
      fc.property(treeArb(2), fc.integer({ min: 0, max: 5 }), (raw, drop) => {
        const tree = numbered(raw);
        const refs = refsOf(tree, 'company');
        const companies = refs.map((ref, i) => ({
          ref,
          registrationCountryCode: 'GB',
          directorRefs: i === drop ? [] : ['p1'],
        }));
        const w: TWizard = { ...valid(), companies, shareholders: tree };
        const missing = wizardIssues(w).filter((i) => i.key === 'companyDirectorRequired');
        expect(missing.length).toBe(drop < refs.length ? 1 : 0);
      }),
    );
  });
});

describe('users (spec 1 §5): property tests', () => {
  const userArb = fc.record({ rights: fc.integer({ min: 0, max: 5 }), status: fc.constantFrom(-1, 0, 1, 2, 3) });
  it('rights 1-4 needed, 5 hidden, one main user (2), e-mails free (0 or 3) and distinct', () => {
    fc.assert(
      fc.property(fc.array(userArb, { maxLength: 6 }), (users) => {
        const persons = users.map((u, i) =>
          person(`u${i}`, { isUser: true, email: `u${i}@example.com`, accessRights: u.rights || undefined }),
        );
        const w: TWizard = { ...valid(), persons: [person('p1'), person('p2'), ...persons] };
        const statusOf = (e: string) => users[Number(/^u(\d+)@/.exec(e)![1])]!.status as 0;
        const got = wizardIssues(w, { emailStatus: statusOf });
        const count = (k: string) => got.filter((i) => i.key === k).length;
        expect(count('userRightsRequired')).toBe(users.filter((u) => u.rights === 0).length);
        expect(count('authorizedRightsHidden')).toBe(users.filter((u) => u.rights === 5).length);
        expect(count('mainUserRequired')).toBe(users.some((u) => u.rights === 2) ? 0 : 1);
        expect(count('emailTaken')).toBe(users.filter((u) => u.status === 1).length);
        expect(count('userEmailUnchecked')).toBe(users.filter((u) => u.status === -1 || u.status === 2).length);
      }),
    );
  });
  it('the first user added gets main rights 2, later ones choose', () => {
    expect(rightsForNewUser(0)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (n) => {
        expect(rightsForNewUser(n)).toBeUndefined();
      }),
    );
  });
  it('a user e-mail used twice, or the company login, is refused', () => {
    const w = valid();
    w.persons[1] = person('p2', { isUser: true, email: 'P1@example.com', accessRights: 1 });
    expect(keys(w)).toContain('userEmailTwice');
    w.persons[1] = person('p2', { isUser: true, email: 'co@example.com', accessRights: 1 });
    expect(keys(w)).toContain('userEmailTwice');
  });
});

describe('tax residencies (spec 1 §5)', () => {
  const reasonArb = fc.constantFrom(undefined, 'COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED');
  it('no number needs a reason, CANNOT_OBTAIN an explanation', () => {
    fc.assert(
      fc.property(reasonArb, fc.constantFrom(undefined, '', 'lost papers'), (reason, explanation) => {
        const got = taxRowIssues(
          { countryCode: 'DE', tinMissingReason: reason, tinMissingExplanation: explanation },
          'personal',
          [],
        ).map((i) => i.key);
        if (!reason) expect(got).toEqual(['taxIdOrReason']);
        else if (reason === 'CANNOT_OBTAIN' && !explanation) expect(got).toEqual(['tinExplanationRequired']);
        else expect(got).toEqual([]);
      }),
    );
  });
  it("a number must have its country's format", () => {
    expect(taxRowIssues({ countryCode: 'US', taxId: '123-45-6789' }, 'personal', []).map((i) => i.key)).toEqual([]);
    expect(taxRowIssues({ countryCode: 'US', taxId: 'ABC' }, 'personal', []).map((i) => i.key)).toEqual([
      'taxIdNotCountryFormat',
    ]);
  });
  it('a US tax payer who named no US row gets one, which then needs the number or a reason', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (payer, hasUs) => {
        const rows: TWizardTaxRow[] = hasUs
          ? [{ countryCode: 'US', taxId: '123456789' }]
          : [{ countryCode: 'DE', tinMissingReason: 'NO_TIN_IS_REQUIRED' }];
        const out = withUsTaxRow(rows, payer);
        expect(out.filter((r) => r.countryCode === 'US').length).toBe(payer || hasUs ? 1 : 0);
        const w = valid();
        w.persons[1] = person('p2', { isUSTaxPayer: payer, taxIds: rows });
        expect(keys(w).includes('taxIdOrReason')).toBe(payer && !hasUs);
      }),
    );
  });
  it('a person or company with no row at all is refused', () => {
    const w = valid();
    w.persons[1] = person('p2', { taxIds: [] });
    expect(wizardIssues(w)).toEqual([{ path: ['persons', 1, 'taxIds'], key: 'taxIdOrReason' }]);
  });
});

describe('the whole registration', () => {
  it('a valid one has no issue; the root needs a director and a shareholder', () => {
    expect(wizardIssues(valid())).toEqual([]);
    expect(keys({ ...valid(), directorRefs: [] })).toContain('directorRequired');
    expect(keys({ ...valid(), shareholders: [] })).toContain('shareholderRequired');
    expect(keys({ ...valid(), directorRefs: ['nobody'] })).toContain('unknownParty');
  });
  it('only a company has children, refs are unique', () => {
    const w = valid();
    w.shareholders[0] = { type: 'person', ref: 'p1', share: 60, children: [{ type: 'person', ref: 'p2', share: 50 }] };
    expect(keys(w)).toContain('onlyCompanyHasShareholders');
    expect(keys({ ...valid(), persons: [...valid().persons, person('p1')] })).toContain('partyTwice');
  });
  it("the contract's schema refuses with the rule's catalogue message", () => {
    const body = {
      ...valid(),
      captchaToken: 't',
      generalForm: {
        name: 'Co',
        registrationCountryCode: 'GB',
        email: 'co@example.com',
        registrationNumber: '1',
        registrationDate: '2020-01-01',
        phone: '4412345678',
        category: 'others',
        password: 'secret123',
      },
      financialInfoForm: {},
      dueDilligenceForm: { government: false, lawsuits: false, taxPayers: false },
      legalForm: {},
      persons: valid().persons.map((p) => ({
        ...p,
        firstName: 'A',
        lastName: 'B',
        birthday: '1990-01-01',
        positionIds: [],
      })),
    };
    expect(ZBusinessRegistration.safeParse(body).error?.issues ?? []).toEqual([]);
    const bad = ZBusinessRegistration.safeParse({ ...body, directorRefs: [] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['directorRefs', ERROR_MESSAGES.directorRequired],
    ]);
  });
});
