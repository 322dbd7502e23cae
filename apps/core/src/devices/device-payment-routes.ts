import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES, formatMinor, type TCurrencyCode } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import { decidePayment, waitingApprovals } from '../money/approvals/index.ts';
import { deviceBySecret } from './data.ts';

export const DEVICE_SECRET_HEADER = 'x-device-secret';
const ZPaymentDecision = z.strictObject({ approvalId: z.string().min(1).max(64), approve: z.boolean() });

/** A device secret as sent (16-256 characters), or null. */
export function deviceSecretOf(headers: Record<string, unknown>): string | null {
  const s = headers[DEVICE_SECRET_HEADER];
  return typeof s === 'string' && s.length >= 16 && s.length <= 256 ? s : null;
}

/** The user's payments waiting for a device, as the device page shows them (amounts as decimal text). */
export async function paymentsWaiting(q: Queryable, userId: string) {
  return (await waitingApprovals(q, userId)).map((p) => ({
    approvalId: p.approvalId,
    transactionId: p.transactionId,
    amount: formatMinor(p.amountMinor, p.currency as TCurrencyCode),
    currency: p.currency,
    toAmount: formatMinor(p.toAmountMinor, p.toCurrency as TCurrencyCode),
    toCurrency: p.toCurrency,
    fromAccountId: p.fromAccountId,
    toAccountId: p.toAccountId,
    customerName: p.customerName,
    expiresAt: p.expiresAt,
  }));
}

/**
 * POST /device/payment-decision `{approvalId, approve}` with the device secret: an approved
 * device of the payment's user approves (the hold is posted) or denies it (voided), once.
 * Answers `{decided, status}`; `decided` is false when nothing changed (decided before, by
 * this or another device, expired, or not this user's).
 */
export function registerPaymentDecisions(
  app: FastifyInstance,
  deps: { db: Db; outbox: Outbox; brandName: (brand: string) => string },
) {
  app.post('/device/payment-decision', async (req, reply) => {
    const secret = deviceSecretOf(req.headers);
    const body = ZPaymentDecision.safeParse(req.body);
    if (!body.success)
      return reply.status(400).send({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.validationFailed });
    const device = secret ? await deviceBySecret(deps.db, secret) : null;
    if (!device?.approved)
      return reply.status(401).send({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.accessDenied });
    return decidePayment(deps.db, deps, {
      userId: device.userId,
      deviceId: device.id,
      approvalId: body.data.approvalId,
      approve: body.data.approve,
    });
  });
}
