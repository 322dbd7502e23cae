import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_CALLS, SERVICE_ROUTES } from '@openportal/contract';
import { parseCoreConfig } from './config.ts';
import { coreCallKeys } from './modules.ts';
import { routePath } from './platform/rest-routes.ts';
import { startTestCore, type TestCore } from './test-support.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: new URL('../../../brands', import.meta.url).pathname });
});
afterAll(async () => t?.close());

describe('contract coverage', () => {
  it('the coverage report reads the same calls from the module list that the running core routes', async () => {
    const restKeys = Object.entries(REST_CALLS)
      .filter(([, call]) => t.core.app.hasRoute({ method: call.verb, url: routePath(call) }))
      .map(([key]) => key);
    const routed = new Set([...t.core.methods, ...restKeys]);
    expect(routed).toEqual(new Set(await coreCallKeys(parseCoreConfig({}))));
    expect(routed).toEqual(new Set(t.core.calls));
    expect(routed.size).toBeGreaterThanOrEqual(15);
  });

  it('serves the OpenAPI 3.1 document and its page', async () => {
    const json = await t.core.app.inject({ method: 'GET', url: SERVICE_ROUTES.openApiJson });
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { version: '1.0.0' } });
    const page = await t.core.app.inject({ method: 'GET', url: SERVICE_ROUTES.openApiPage });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html');
  });
});
