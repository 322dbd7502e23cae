import type { Db } from '@openportal/db';
import ipaddr from 'ipaddr.js';
import { AppError } from '../platform/app-error.ts';

/**
 * ipPrivacyCheck from our own table (`ip_privacy_ranges`: CIDR ranges flagged vpn, proxy or
 * tor, with where the flag came from). The table starts empty; operators fill it from the
 * lists they trust. An address in several ranges has every flag of each; an IPv4 address
 * mapped into IPv6 is looked up as its IPv4 address.
 */
export async function privacyFlags(db: Db, ip: string): Promise<{ vpn: boolean; proxy: boolean; tor: boolean }> {
  if (!ipaddr.isValid(ip))
    throw new AppError('VF', 'validationFailed', {
      validationErrors: [{ field: 'ip', message: 'Must be an IP address' }],
    });
  const r = await db.query<{ vpn: boolean; proxy: boolean; tor: boolean }>(
    `SELECT coalesce(bool_or(vpn), false) AS vpn, coalesce(bool_or(proxy), false) AS proxy,
            coalesce(bool_or(tor), false) AS tor
       FROM ip_privacy_ranges WHERE range >>= $1::inet`,
    [ipaddr.process(ip).toString()],
  );
  return r.rows[0] ?? { vpn: false, proxy: false, tor: false };
}
