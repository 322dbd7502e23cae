import { authScpRequest } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { createUserLink } from '../data.ts';
import type { DevicesDeps } from '../module.ts';

/**
 * POST /auth/scp/request (spec 1 §2 scp and scp-mobile): a deeplink into the brand's app that
 * links the phone opening it as this user's device, with no code to type. It carries a link code
 * bound to the user, ten minutes, one use. The stand-in device page claims the same code at
 * /device#scp=<code>.
 */
export const authScpRequestOp = (deps: DevicesDeps) =>
  operation(authScpRequest, async (ctx) => {
    const { userId, brand } = customerOf(ctx.caller);
    const code = await createUserLink(deps.db, userId);
    const scheme = deps.deeplinkScheme?.(brand) ?? 'app';
    return { deeplink: `${scheme}://scp?code=${code}` };
  });
