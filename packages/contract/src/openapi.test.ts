import { readFileSync } from 'node:fs';
import { validate, compileErrors } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, renderOpenApiHtml } from './openapi.ts';

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
  it('renders a self-contained page without scripts', () => {
    const html = renderOpenApiHtml(buildOpenApiDocument());
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!.*openapi)/i);
    expect(html).toContain('/public-api/webhookRequest');
  });
});
