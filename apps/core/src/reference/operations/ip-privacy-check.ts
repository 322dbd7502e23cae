import { REST_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { ReferenceDeps } from '../module.ts';
import { privacyFlags } from '../privacy.ts';

/** Whether an address is a known VPN exit, proxy or Tor exit, from our own table. */
export const ipPrivacyCheckOp = (deps: ReferenceDeps) =>
  operation(REST_CALLS.ipPrivacyCheck, async (ctx) => {
    const ip = String(ctx.params.ip);
    return { responseCode: '00' as const, ip, ...(await privacyFlags(deps.db, ip)) };
  });
