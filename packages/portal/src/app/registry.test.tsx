import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { METHOD_CALLS, PORTAL_PATHS, REST_CALLS } from '@openportal/contract';
import type { TFeature } from '../shared/feature.ts';
import { brand } from '../test/brand.ts';
import { fakeFetch, jwt, ACCESS_INFO, ok } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { ALL_FEATURES, featureCalls } from './registry.ts';

afterEach(cleanup);
/** Tests run in the package folder (happy-dom's import.meta.url is not a file URL). */
const FEATURES_DIR = join(process.cwd(), 'src', 'features');
const CALL_KEYS = new Set([...Object.keys(METHOD_CALLS), ...Object.keys(REST_CALLS)]);

/** Names a feature folder imports from the contract that are call entries. */
function importedCalls(folder: string): string[] {
  const dir = join(FEATURES_DIR, folder);
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    const src = readFileSync(join(dir, file), 'utf8');
    for (const m of src.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@openportal\/contract'/g))
      for (const n of m[1]!.split(',').map((x) => x.replace(/^\s*type\s+/, '').trim()))
        if (CALL_KEYS.has(n)) names.add(n);
  }
  return [...names];
}

describe('feature registry', () => {
  it('gives every route one feature and a path of the route table', () => {
    const paths = ALL_FEATURES.flatMap((f) => f.routes.map((r) => r.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(PORTAL_PATHS[p]).toBeTruthy();
  });
  it.each(
    readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => [d.name]),
  )('%s: registered, and lists every contract call its folder imports', (folder) => {
    const feature = ALL_FEATURES.find((f) => f.id === folder);
    expect(feature, folder).toBeDefined();
    for (const c of feature!.calls) expect(CALL_KEYS.has(c), c).toBe(true);
    for (const c of importedCalls(folder)) expect(feature!.calls, c).toContain(c);
  });
  it('lists calls per feature for the coverage script', () => {
    expect(featureCalls().transfers).toContain('transferBetweenAccounts');
    expect(featureCalls().contracts).toContain('contractList');
  });
});

describe('layouts', () => {
  it('mounts a restricted feature with reduced chrome (no navigation) behind sign-in', async () => {
    const restricted: TFeature = {
      id: 'kyc-test',
      layout: 'restricted',
      namespace: 'common',
      routes: [{ path: 'kyc', screen: lazy(async () => ({ default: () => <p data-testid="kyc-screen" /> })) }],
      calls: [],
    };
    const { fetch } = fakeFetch({ 'method:userAccessInfoGet': () => ok(ACCESS_INFO) });
    const { services } = renderApp({
      manifest: brand(),
      fetch,
      path: '/kyc',
      features: [...ALL_FEATURES, restricted],
    });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await screen.findByTestId('kyc-screen');
    expect(screen.getByTestId('layout-restricted')).toBeTruthy();
    expect(screen.queryByTestId('nav-home')).toBeNull();
    expect(screen.getByTestId('logout')).toBeTruthy();
  });
});
