import { authScpRequest } from '@openportal/contract';
import { authError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { createUserLink } from '../data.ts';
import { strictMigrationLink } from '../migration-link.ts';
import type { DevicesDeps } from '../module.ts';

/**
 * POST /auth/scp/request (spec 1 §2 scp and scp-mobile): a deeplink into the brand's app that
 * links the phone opening it as this user's device, with no code to type. It carries a link code
 * bound to the user, ten minutes, one use. The stand-in device page claims the same code at
 * `link` (/device#scp=<code>). Before tokens, a strict migration's tmpJwt stands for the bearer
 * (devices/migration-link.ts): the device that claims the code approves that sign-in.
 */
export const authScpRequestOp = (deps: DevicesDeps) =>
  operation(authScpRequest, async (ctx, input) => {
    const brand = ctx.brand!;
    let code: string;
    if (ctx.caller.kind === 'public') {
      if (!input.tmpJwt) throw authError('accessTokenInvalid');
      const tmpJwt = input.tmpJwt;
      const linked = await deps.db.transaction((tx) =>
        strictMigrationLink(tx, {
          ...{ tmpJwt, brand, brandName: deps.brandName(brand), ip: ctx.req.ip },
          outbox: deps.outbox,
        }),
      );
      if (!linked) throw authError('invalidCode');
      code = linked.code;
    } else code = await createUserLink(deps.db, customerOf(ctx.caller).userId);
    const scheme = deps.deeplinkScheme?.(brand) ?? 'app';
    return {
      deeplink: `${scheme}://scp?code=${code}`,
      ...(deps.push ? { link: `${deps.push.devicePageUrl}#scp=${code}` } : {}),
    };
  });
