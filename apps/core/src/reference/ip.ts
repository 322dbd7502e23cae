import ipaddr from 'ipaddr.js';

/**
 * Where an address is, from a database shipped in an npm package and read locally: no
 * outside call. `geoip-lite` carries MaxMind's GeoLite2 country and city data (~110 MB held
 * in memory once loaded), so it is loaded on the first lookup, not at start.
 */
export interface TIpPlace {
  countryCode: string | null;
  city: string | null;
}

type TGeoip = typeof import('geoip-lite');
let geoip: Promise<TGeoip> | undefined;
function loadGeoip(): Promise<TGeoip> {
  geoip ??= import('geoip-lite').then((m) => ((m as { default?: TGeoip }).default ?? m) as TGeoip);
  return geoip;
}

/**
 * The address as the public internet sees it, or undefined for private, loopback, link-local,
 * shared (CGNAT), documentation, benchmarking, multicast and other reserved ranges (their
 * IANA registries, as ipaddr.js names them): those belong to no country. An IPv4 address
 * mapped into IPv6 (::ffff:a.b.c.d) is its IPv4 address.
 */
export function publicAddress(ip: string): string | undefined {
  if (!ipaddr.isValid(ip)) return undefined;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === 'unicast' ? addr.toString() : undefined;
}

/** The address's range name ('unicast' for a public one), as ipaddr.js classifies it. */
export function rangeOf(ip: string): string {
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range();
}

export async function locate(ip: string): Promise<TIpPlace> {
  const address = publicAddress(ip);
  if (address === undefined) return { countryCode: null, city: null };
  const found = (await loadGeoip()).lookup(address);
  return { countryCode: found?.country || null, city: found?.city || null };
}
