import { CUSTOMER_KINDS, supportAgent } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SupportDeps } from '../module.ts';

/**
 * GET /zoho/agent: the support manager of a business customer (spec 3 §6): the agent of its
 * latest ticket, else the brand's first active agent. Personal customers have none (null).
 */
export const supportAgentOp = (deps: SupportDeps) =>
  operation(supportAgent, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const kind = await deps.db.query<{ kind: number }>('SELECT kind FROM customers WHERE id = $1', [caller.customerId]);
    if (kind.rows[0]?.kind !== CUSTOMER_KINDS.business) return { responseCode: '00' as const, agent: null };
    const r = await deps.db.query<{ id: string; name: string; email: string; photo_url: string | null }>(
      `SELECT a.id::text AS id, a.name, a.email, a.photo_url FROM support_agents a
        WHERE a.brand = $2 AND a.active
        ORDER BY a.id = (SELECT agent_id FROM support_tickets WHERE customer_id = $1 AND agent_id IS NOT NULL
                          ORDER BY updated_at DESC LIMIT 1) DESC NULLS LAST, a.id
        LIMIT 1`,
      [caller.customerId, caller.brand],
    );
    const a = r.rows[0];
    return {
      responseCode: '00' as const,
      agent: a ? { id: a.id, name: a.name, email: a.email, photoUrl: a.photo_url } : null,
    };
  });
