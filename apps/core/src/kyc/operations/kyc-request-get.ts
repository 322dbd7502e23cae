import { kycRequestGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';

/** The latest request that the customer update their personal data (null: none asked). */
export const kycRequestGetOp = (deps: KycDeps) =>
  operation(kycRequestGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const r = await deps.db.query<{
      id: number;
      status: 'open' | 'submitted' | 'approved' | 'rejected';
      required_fields: string[];
      created_at: Date;
    }>(
      `SELECT id, status, required_fields, created_at FROM kyc_requests WHERE customer_id = $1
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [customerId],
    );
    const row = r.rows[0];
    return {
      customerKycRequest: row
        ? {
            id: row.id,
            status: row.status,
            requiredFields: row.required_fields,
            createdAt: row.created_at.toISOString(),
          }
        : null,
    };
  });
