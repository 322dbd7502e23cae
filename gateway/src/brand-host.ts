import { isIP } from 'node:net';

export type THostTarget = { kind: 'brand'; brand: string } | { kind: 'index' } | { kind: 'unknown' };

const BRAND_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** `<brand>.<domain>` -> that brand; the bare domain or an IP -> the brand index page. */
export function resolveHost(hostname: string, domain: string): THostTarget {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === domain || isIP(host.replace(/^\[|\]$/g, '')) !== 0) return { kind: 'index' };
  const suffix = `.${domain}`;
  if (!host.endsWith(suffix)) return { kind: 'unknown' };
  const brand = host.slice(0, -suffix.length);
  return BRAND_ID.test(brand) ? { kind: 'brand', brand } : { kind: 'unknown' };
}

export function isBrandId(value: string): boolean {
  return BRAND_ID.test(value);
}
