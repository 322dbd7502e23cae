import { describe, expect, it } from 'vitest';
import { canonicalIp, ipAllowed, rangeOf } from './ip-allow-list.ts';

const list = [
  { ip: '10.0.0.5', to_ip: null },
  { ip: '192.168.1.10', to_ip: '192.168.1.20' },
  { ip: '2001:db8::1', to_ip: '2001:db8::ff' },
];

describe('IP allow list', () => {
  it.each([
    ['10.0.0.5', true],
    ['10.0.0.6', false],
    ['192.168.1.10', true],
    ['192.168.1.20', true],
    ['192.168.1.21', false],
    ['::ffff:192.168.1.15', true],
    ['2001:db8::80', true],
    ['2001:db8::100', false],
    ['not-an-ip', false],
  ])('%s allowed: %s', (ip, allowed) => expect(ipAllowed(list, ip)).toBe(allowed));

  it('keeps a range of one kind from low to high, canonical', () => {
    expect(rangeOf('010.0.0.1', undefined)).toBeNull();
    expect(rangeOf('2001:DB8:0:0::1', null)).toEqual({ ip: '2001:db8::1', toIp: null });
    expect(rangeOf('10.0.0.1', '10.0.0.1')).toEqual({ ip: '10.0.0.1', toIp: null });
    expect(rangeOf('10.0.0.9', '10.0.0.1')).toBeNull();
    expect(rangeOf('10.0.0.1', '::1')).toBeNull();
    expect(canonicalIp('::ffff:1.2.3.4')).toBe('1.2.3.4');
  });
});
