import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { issueCode, type TCodePurpose } from '../../platform/codes/index.ts';
import type { CustomerCaller } from '../../platform/caller.ts';
import type { ProfileDeps } from './deps.ts';

/** A one-time code of a profile action by SMS or mail, sent after commit; answers its id (reqId). */
export function sendProfileCode(
  tx: Queryable,
  deps: ProfileDeps,
  caller: CustomerCaller,
  lang: TLanguage,
  c: { purpose: TCodePurpose; channel: 'sms' | 'email'; to: string; payload: object },
): Promise<string> {
  return issueCode(tx, deps.outbox, {
    userId: caller.userId,
    purpose: c.purpose,
    channel: c.channel,
    to: c.to,
    brand: caller.brand,
    brandName: deps.brandName(caller.brand),
    lang,
    payload: c.payload,
  });
}
