import { p2pBeneficiaryList } from '@openportal/contract';
import { recentCounterparties } from '@openportal/ledger';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { maskedNameOf } from '../p2p/payee.ts';
import { customerNamesOf, payeeUsersByEmails } from '../../users/index.ts';

/** At most this many saved recipients (ours). */
export const BENEFICIARIES_MAX = 50;

/**
 * Saved p2p recipients from real history (issue 20): the e-mails the acting customer paid by
 * p2p (the ledger's counterparty reference), latest first, searched by part of the e-mail, with
 * each one's masked name when they are still a customer.
 */
export const p2pBeneficiaryListOp = (deps: MoneyDeps) =>
  operation(p2pBeneficiaryList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const recent = await recentCounterparties(deps.db, caller.customerId, {
      type: 'p2p',
      search: input.search?.trim() || undefined,
      limit: BENEFICIARIES_MAX,
    });
    const users = await payeeUsersByEmails(
      deps.db,
      caller.brand,
      recent.map((r) => r.counterparty),
    );
    const names = await customerNamesOf(deps.db, [...new Set([...users.values()].map((u) => u.customerId))]);
    const nameOf = (email: string) => {
      const user = users.get(email.toLowerCase());
      return user ? maskedNameOf(names.find((n) => n.customerId === user.customerId)) : null;
    };
    return {
      beneficiaries: recent.map((r) => ({
        email: r.counterparty,
        name: nameOf(r.counterparty),
        lastUsedAt: r.lastUsedAt.toISOString(),
      })),
    };
  });
