import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { ReferenceDeps } from '../module.ts';
import { locate } from '../ip.ts';

/**
 * Where the caller's address is (the client behind the proxies TRUST_PROXY names), from the
 * local GeoLite2 data; private and reserved addresses answer no country and no city.
 */
export const ipInfoOp = (_deps: ReferenceDeps) =>
  operation(METHOD_CALLS.ipInfo, async (ctx) => {
    const ip = ctx.req.ip;
    return { ip, ...(await locate(ip)) };
  });
