import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { PORTAL_PATHS } from '@openportal/contract';
import type { TFeature } from '../shared/feature.ts';
import { brand } from '../test/brand.ts';
import { fakeFetch, jwt, ACCESS_INFO, ok } from '../test/fake-api.ts';
import { renderApp, where } from '../test/render-app.tsx';
import { ALL_FEATURES } from './registry.ts';

afterEach(cleanup);
/** Tests run in the package folder (happy-dom's import.meta.url is not a file URL). */
const FEATURES_DIR = join(process.cwd(), 'src', 'features');

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
  )('%s: a folder under features/ is a registered feature', (folder) => {
    expect(ALL_FEATURES.find((f) => f.id === folder)).toBeDefined();
  });
});

describe('layouts', () => {
  it('mounts a restricted feature with reduced chrome (no navigation) behind sign-in', async () => {
    const restricted: TFeature = {
      id: 'kyc-test',
      layout: 'restricted',
      namespace: 'common',
      routes: [{ path: 'kyc', screen: lazy(async () => ({ default: () => <p data-testid="kyc-screen" /> })) }],
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

describe('business-only features', () => {
  const accessFor = (customerType: number) => ({
    ...ACCESS_INFO,
    customerAccesses: [
      { id: 'cust-1', customerName: 'Ada', customerUsername: 'ada@example.com', customerType, accessRights: 2 },
    ],
  });
  it('shows a personal customer no contracts or merchant account, and sends their paths home', async () => {
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(accessFor(0)),
      'method:balanceInquiry': () => ok({ accounts: [] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/merchant-account' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await screen.findByTestId('nav-home');
    expect(screen.queryByTestId('nav-contracts')).toBeNull();
    expect(screen.queryByTestId('nav-merchant-account')).toBeNull();
    await waitFor(() => expect(where.path).toBe('/'));
  });
  it('shows a business customer the merchant account, and no entry for contracts (no screen yet)', async () => {
    const { fetch } = fakeFetch({ 'method:userAccessInfoGet': () => ok(accessFor(2)) });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await screen.findByTestId('nav-merchant-account');
    expect(screen.queryByTestId('nav-contracts')).toBeNull();
  });
});
