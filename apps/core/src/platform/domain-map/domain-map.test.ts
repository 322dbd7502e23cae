import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@openportal/contract';
import { parseCoreConfig } from '../../config.ts';
import { coreCallModules } from '../../modules.ts';
import {
  DOMAIN_MAP_COMMAND,
  DOMAIN_MAP_PATH,
  domainMap,
  misplaced,
  readRepo,
  writes,
  type TRepoFacts,
} from './domain-map.ts';

const repo = path.resolve(import.meta.dirname, '../../../../..');

describe('the domain map', () => {
  const fresh = async () => readRepo(repo, await coreCallModules(parseCoreConfig({})));

  it('is checked in as the contract, the module list and the places make it', async () => {
    const stored = readFileSync(path.join(repo, DOMAIN_MAP_PATH), 'utf8');
    const message = `${DOMAIN_MAP_PATH} is out of date: run \`${DOMAIN_MAP_COMMAND}\` and commit it`;
    expect(stored, message).toBe(domainMap(await fresh()));
  });

  it("finds every call's contract file, and nothing out of its domain's place", async () => {
    const facts = await fresh();
    expect(Object.keys(facts.contractFileOf).sort()).toEqual(Object.keys(CALLS).sort());
    expect(misplaced(facts)).toEqual([]);
  });
});

/** A made-up repository: one portal feature, nothing else. */
const facts = (portalKeys: string[], over: Partial<TRepoFacts> = {}): TRepoFacts => ({
  contractFileOf: {},
  answeredBy: {},
  coreFolders: new Set(),
  places: { portal: { transfers: new Set(portalKeys) }, backoffice: {}, e2e: {} },
  declared: { portal: { transfers: { domain: 'money' } }, backoffice: {}, e2e: {} },
  ...over,
});

describe('misplaced', () => {
  it('lets a place read any domain and sign in, and write its own', () => {
    expect(
      misplaced(facts(['customerInfoGet', 'authLogin', 'transferBetweenAccounts', 'dictionaryCountries'])),
    ).toEqual([]);
  });

  it("names a place that writes another domain's call", () => {
    expect(misplaced(facts(['transferBetweenAccounts', 'twoStepVerificationSet']))).toEqual([
      'packages/portal/src/features/transfers (money) writes twoStepVerificationSet of the security domain: ' +
        'move it to a security place, or list security in its alsoWrites with the reason',
    ]);
  });

  it('accepts a write listed in alsoWrites, and refuses one listed but no longer made', () => {
    const declared = {
      portal: { transfers: { domain: 'money' as const, alsoWrites: { security: 'why', devices: 'why' } } },
      backoffice: {},
      e2e: {},
    };
    expect(misplaced(facts(['twoStepVerificationSet'], { declared }))).toEqual([
      'packages/portal/src/features/transfers: alsoWrites devices, but it writes no devices call',
    ]);
  });

  it('names a place not declared, and a declared one that is gone', () => {
    const places = { portal: { cards: new Set<string>() }, backoffice: {}, e2e: {} };
    expect(misplaced(facts([], { places }))).toEqual([
      'packages/portal/src/features/cards: not declared in domain-map/places.ts (which domain owns it?)',
      'packages/portal/src/features/transfers: declared in domain-map/places.ts but not there',
    ]);
  });

  it("names a call answered by another domain's module", () => {
    expect(misplaced(facts([], { answeredBy: { adminFeeUpsert: 'admin' } }))).toEqual([
      'core: adminFeeUpsert (money) is answered by the admin module; it belongs in apps/core/src/money/',
    ]);
  });
});

describe('writes', () => {
  it.each([
    ['balanceInquiry', false],
    ['transferBetweenAccounts', true],
    ['adminFeeList', false],
    ['adminFeeUpsert', true],
    ['dictionaryCountries', false],
    ['accountRecoveryStatusGet', false],
    ['accountRecoveryCreate', true],
  ])('%s → %s', (key, write) => {
    expect(writes(key, CALLS[key]!)).toBe(write);
  });
});
