import { brandExists } from './brand-files.ts';
import { resolveHost } from './brand-host.ts';

/** Most hosts remembered; past it, lookups still answer, uncached (a flood of made-up hosts). */
const HOSTS_MAX = 1000;

/**
 * `Host` header (with its port) -> the brand it serves, or undefined (no brand host, or a brand
 * without files): resolved once per host and kept, so a request costs one map lookup.
 */
export function createHostBrands(domain: string, brandsDir: string) {
  const known = new Map<string, string | null>();
  return {
    of(hostHeader: string): string | undefined {
      const cached = known.get(hostHeader);
      if (cached !== undefined) return cached ?? undefined;
      const hostname = hostHeader.startsWith('[')
        ? hostHeader.slice(0, hostHeader.indexOf(']') + 1)
        : hostHeader.split(':')[0]!;
      const target = resolveHost(hostname, domain);
      const brand = target.kind === 'brand' && brandExists(brandsDir, target.brand) ? target.brand : null;
      // Only brands are kept: a brand folder added later is found on its next request.
      if (brand !== null && known.size < HOSTS_MAX) known.set(hostHeader, brand);
      return brand ?? undefined;
    },
  };
}
