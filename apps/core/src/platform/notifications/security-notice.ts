import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../../jobs/index.ts';
import { notify } from './notify.ts';
import type { TSecurityChange } from './types.ts';

/**
 * Tells the user of a security change, in the change's transaction: a mail to every known
 * e-mail (plus `extraEmails`, e.g. the address just replaced) and a text to every confirmed
 * phone. Always sent: the user's notification settings are not asked.
 */
export async function securityNotice(
  tx: Queryable,
  outbox: Outbox,
  a: { userId: string; lang: TLanguage; brand: string; brandName: string; extraEmails?: readonly string[] },
  change: TSecurityChange,
): Promise<void> {
  await notify(
    tx,
    { outbox, brandName: () => a.brandName },
    { userIds: [a.userId], brand: a.brand, lang: a.lang, ...(a.extraEmails ? { extraEmails: a.extraEmails } : {}) },
    'securityChange',
    { change },
  );
}
