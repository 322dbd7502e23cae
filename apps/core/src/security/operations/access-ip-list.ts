import { accessIpList } from '@openportal/contract';
import { accessIpMode, accessIpsOf } from '../../identity/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

/** The user's sign-in IP allow list and whether it is on (spec 2 §7: ips.ip, accessIpMode). */
export const accessIpListOp = (deps: SecurityDeps) =>
  operation(accessIpList, async (ctx) => {
    const { userId } = customerOf(ctx.caller);
    const ips = await accessIpsOf(deps.db, userId);
    const mode = await accessIpMode(deps.db, userId);
    return {
      ips: { ip: ips.map((e) => ({ id: e.id, ip: e.ip, toIp: e.to_ip, created: e.created_at.toISOString() })) },
      accessIpMode: mode,
    };
  });
