import { describe, expect, it } from 'vitest';
import { daysLeft, effectiveReq } from './push-migration.ts';

const at = (iso: string) => new Date(iso);

describe('push migration dates', () => {
  it('counts whole days to the end of the deadline day', () => {
    expect(daysLeft('2026-03-10', at('2026-03-10T12:00:00Z'))).toBe(0);
    expect(daysLeft('2026-03-10', at('2026-03-09T12:00:00Z'))).toBe(1);
    expect(daysLeft('2026-03-10', at('2026-03-01T00:00:00Z'))).toBe(9);
    expect(daysLeft('2026-03-10', at('2026-03-12T00:00:00Z'))).toBe(0);
    expect(daysLeft(undefined, at('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('turns soft into strict after the deadline day, and keeps the others', () => {
    expect(effectiveReq({ req: 'soft', deadline: '2026-03-10' }, at('2026-03-10T23:59:59Z'))).toBe('soft');
    expect(effectiveReq({ req: 'soft', deadline: '2026-03-10' }, at('2026-03-11T00:00:00Z'))).toBe('strict');
    expect(effectiveReq({ req: 'soft' }, at('2030-01-01T00:00:00Z'))).toBe('soft');
    expect(effectiveReq({ req: 'strict' }, at('2026-01-01T00:00:00Z'))).toBe('strict');
    expect(effectiveReq({ req: 'none', deadline: '2026-03-10' }, at('2026-04-01T00:00:00Z'))).toBe('none');
  });
});
