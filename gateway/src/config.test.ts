import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGatewayConfig } from './config.ts';
import { overrideEnvName } from './api-index.ts';

function table(indexes: Record<string, string>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'op-index-')), 'api-index.json');
  writeFileSync(file, JSON.stringify({ indexes }));
  return file;
}

describe('parseGatewayConfig', () => {
  it('has working defaults, including the repo table with local, production and 1..15', () => {
    const c = parseGatewayConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiIndex: 'local',
      cookieSecure: false,
      apiBodyLimitBytes: 256 * 1024,
    });
    expect(c.brandsDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(c.apiIndexTable.local).toBe('http://127.0.0.1:4000');
    for (const index of ['production', ...Array.from({ length: 15 }, (_, i) => String(i + 1))]) {
      expect(c.apiIndexTable[index], index).toMatch(/^https:\/\//);
    }
    expect(Object.keys(c.apiIndexTable).some((k) => /^\d+-[a-z]/.test(k))).toBe(true);
  });

  it('logs each request when spans are exported, unless LOG_REQUESTS says otherwise', () => {
    const otlp = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };
    expect(parseGatewayConfig({}).logRequests).toBe(false);
    expect(parseGatewayConfig(otlp).logRequests).toBe(true);
    expect(parseGatewayConfig({ ...otlp, LOG_REQUESTS: 'false' }).logRequests).toBe(false);
    expect(parseGatewayConfig({ LOG_REQUESTS: 'true' }).logRequests).toBe(true);
  });

  it('lets API_UPSTREAM_<INDEX> override an entry', () => {
    const file = table({ local: 'http://127.0.0.1:4000', '3-acme': 'https://a.example' });
    const c = parseGatewayConfig({
      API_INDEX_TABLE: file,
      API_UPSTREAM_LOCAL: 'http://core:4000',
      [overrideEnvName('3-acme')]: 'https://b.example',
    });
    expect(c.apiIndexTable).toEqual({ local: 'http://core:4000', '3-acme': 'https://b.example' });
  });

  it('lists every bad key at once', () => {
    const bad = () => parseGatewayConfig({ PORT: 'x', COOKIE_SECURE: 'maybe', INTERNAL_SECRET: 'short' });
    for (const key of ['PORT', 'COOKIE_SECURE', 'INTERNAL_SECRET']) expect(bad).toThrow(key);
  });

  it('refuses an unknown default index and an override for no entry', () => {
    expect(() => parseGatewayConfig({ API_INDEX: 'nope' })).toThrow(/API_INDEX/);
    expect(() => parseGatewayConfig({ API_UPSTREAM_NOPE: 'http://x' })).toThrow(/API_UPSTREAM_NOPE/);
  });
});
