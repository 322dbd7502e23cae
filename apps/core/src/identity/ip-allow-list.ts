import ipaddr from 'ipaddr.js';

/** At most this many entries per user (TIGER_STYLE: a bound on everything). */
export const ACCESS_IP_MAX = 100;

type TAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** An address as ipaddr.js reads it; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4. */
function parse(text: string): TAddress | null {
  // Four decimal parts only: ipaddr.js would also read octal, hex and shortened IPv4 forms.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  return ipaddr.IPv6.isValid(text) ? ipaddr.process(text) : null;
}

/** The canonical text of an address (what the list stores and shows), or null. */
export function canonicalIp(text: string): string | null {
  return parse(text)?.toString() ?? null;
}

function compare(a: TAddress, b: TAddress): number {
  const x = a.toByteArray();
  const y = b.toByteArray();
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** An entry: one address, or an inclusive range from a lower to a higher address of one kind. */
export function rangeOf(ip: string, toIp: string | null | undefined): { ip: string; toIp: string | null } | null {
  const from = parse(ip);
  if (!from) return null;
  if (toIp === undefined || toIp === null) return { ip: from.toString(), toIp: null };
  const to = parse(toIp);
  if (!to || to.kind() !== from.kind() || compare(from, to) > 0) return null;
  return { ip: from.toString(), toIp: compare(from, to) === 0 ? null : to.toString() };
}

/** Is the client's address in one of the entries? */
export function ipAllowed(entries: ReadonlyArray<{ ip: string; to_ip: string | null }>, client: string): boolean {
  const address = parse(client);
  if (!address) return false;
  return entries.some((e) => {
    const from = parse(e.ip);
    const to = e.to_ip === null ? from : parse(e.to_ip);
    if (!from || !to || from.kind() !== address.kind()) return false;
    return compare(from, address) <= 0 && compare(address, to) <= 0;
  });
}
