import { readFileSync } from 'node:fs';
import { validate, compileErrors } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { REST_CALLS } from './calls/index.ts';
import { buildOpenApiDocument, renderOpenApiHtml } from './openapi.ts';
import { APPLICATION_FAILURES } from './openapi-failures.ts';

const checkedIn = readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8');
const fresh = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

describe('OpenAPI document', () => {
  it('is checked in exactly as generated (run: pnpm --filter @openportal/contract generate:openapi)', () => {
    expect(checkedIn === fresh).toBe(true);
  });
  it('is valid OpenAPI 3.1.0, version 1.0.0', async () => {
    const doc = JSON.parse(fresh);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    const result = await validate(doc);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });
  it('describes the application, public-api and contract paths', () => {
    const paths = Object.keys(JSON.parse(fresh).paths);
    for (const p of [
      '/acquiring-admin/application/{id}',
      '/admin/application/{id}/approve',
      '/public-api/webhookRequest',
      '/public-api/allowedip/{id}',
      '/contract/{id}/terminate',
      '/customer/lookup',
    ]) {
      expect(paths).toContain(p);
    }
  });
  it('states the real failure statuses of every application call, and no catch-all default', () => {
    const doc = JSON.parse(fresh) as {
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    };
    const ops = Object.values(doc.paths).flatMap((verbs) => Object.values(verbs));
    const appKeys = Object.entries(REST_CALLS)
      .filter(([, c]) => c.domain === 'applications')
      .map(([k]) => k)
      .sort();
    expect(Object.keys(APPLICATION_FAILURES).sort()).toEqual(appKeys);
    for (const key of appKeys) {
      const op = ops.find((o) => o.operationId === key);
      expect(op, key).toBeDefined();
      expect(Object.keys(op!.responses).sort(), key).toEqual(['200', ...APPLICATION_FAILURES[key]!.map(String)].sort());
    }
    const update = ops.find((o) => o.operationId === 'applicationUpdate')!.responses as Record<string, object>;
    expect(Object.keys(update)).toEqual(expect.arrayContaining(['409', '429']));
    expect(update).not.toHaveProperty('default');
    const other = ops.find((o) => o.operationId === 'webhookCreate')!.responses;
    expect(other).toHaveProperty('default');
  });
  it('renders a self-contained page without scripts', () => {
    const html = renderOpenApiHtml(buildOpenApiDocument());
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!.*openapi)/i);
    expect(html).toContain('/public-api/webhookRequest');
  });
});
