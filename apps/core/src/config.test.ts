import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERNAL_SECRET, isLoopbackHost } from '@openportal/contract';
import { parseCoreConfig } from './config.ts';

describe('core configuration', () => {
  it('refuses the published internal secret when it listens beyond loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '10.1.2.3', 'core.example']) {
      expect(() => parseCoreConfig({ HOST }), HOST).toThrow(/INTERNAL_SECRET/);
      expect(() => parseCoreConfig({ HOST, INTERNAL_SECRET: DEFAULT_INTERNAL_SECRET }), HOST).toThrow(
        /INTERNAL_SECRET/,
      );
    }
    expect(parseCoreConfig({ HOST: '0.0.0.0', INTERNAL_SECRET: 'a-real-secret-0123456789' }).HOST).toBe('0.0.0.0');
  });

  it('takes the published internal secret on loopback only', () => {
    for (const HOST of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(HOST), HOST).toBe(true);
      expect(parseCoreConfig({ HOST }).INTERNAL_SECRET).toBe(DEFAULT_INTERNAL_SECRET);
    }
    expect(parseCoreConfig({}).INTERNAL_SECRET).toBe(DEFAULT_INTERNAL_SECRET);
  });

  it('allows no sign-in client and seeds no demo data unless told to', () => {
    const c = parseCoreConfig({});
    expect(c.SEI_CLIENTS).toBe('');
    expect(c.seedDemo).toBe(false);
    expect(parseCoreConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('takes a read replica only beside a primary server', () => {
    const primary = 'postgres://core@db-primary:5432/portal';
    const replica = 'postgres://core@db-replica:5432/portal';
    expect(parseCoreConfig({}).DATABASE_READ_URL).toBeUndefined();
    const c = parseCoreConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica });
    expect([c.DATABASE_URL, c.DATABASE_READ_URL]).toEqual([primary, replica]);
    expect(() => parseCoreConfig({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
    );
    expect(() => parseCoreConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });
});
