import type { Db } from '@openportal/db';
import ipaddr from 'ipaddr.js';
import { publicAddress } from './ip.ts';

/**
 * Is a link safe to show or follow (serviceCheckUrls)? Decided here, with no outside call:
 * an absolute http(s) URL, without credentials in it (`https://bank.example@evil.example`),
 * whose host is a public address or a name under a public top-level domain (not localhost,
 * a single label, or a special-use name of RFC 6761 / RFC 8375 / RFC 9476), and that is not
 * on our blocked-host list (table `blocked_hosts`, a host blocks its subdomains too).
 */
const SPECIAL_USE_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'test',
  'example',
  'invalid',
  'onion',
  'alt',
  'home.arpa',
  'arpa',
];

function hostOf(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return host === '' ? undefined : host;
}

function hostLooksSafe(host: string): boolean {
  if (ipaddr.isValid(host)) return publicAddress(host) !== undefined;
  if (!host.includes('.')) return false;
  return !SPECIAL_USE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}

/** The host and every parent domain ("a.b.example.com" → a.b.example.com, b.example.com, example.com, com). */
function domainsOf(host: string): string[] {
  const labels = host.split('.');
  return labels.map((_, i) => labels.slice(i).join('.'));
}

export async function checkUrls(db: Db, urls: readonly string[]): Promise<{ url: string; safe: boolean }[]> {
  const hosts = urls.map((u) => {
    const host = hostOf(u);
    return host !== undefined && hostLooksSafe(host) ? host : undefined;
  });
  const names = [...new Set(hosts.flatMap((h) => (h === undefined || ipaddr.isValid(h) ? [] : domainsOf(h))))];
  const blocked = new Set(
    names.length === 0
      ? []
      : (
          await db.query<{ host: string }>('SELECT host FROM blocked_hosts WHERE host = ANY($1::text[])', [names])
        ).rows.map((r) => r.host),
  );
  return urls.map((url, i) => {
    const host = hosts[i];
    const safe = host !== undefined && (ipaddr.isValid(host) || !domainsOf(host).some((d) => blocked.has(d)));
    return { url, safe };
  });
}
