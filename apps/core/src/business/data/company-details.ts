import { ZDueDiligenceForm } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';

const MAX_KEYS = 50;
const plain = (v: unknown) =>
  v === null || typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v.length <= 2000);

/**
 * The company's financial details (the wizard's financialInfoForm; spec 1 §7 financial detail
 * update), replaced whole. The spec gives no fields: 1-50 keys of plain values (text up to 2000
 * characters, numbers, yes/no), so nothing nested or huge is stored. Answers the details before.
 * The customer's call and the back office's both write through here.
 */
export async function writeFinancialDetail(q: Queryable, customerId: string, detail: Record<string, unknown>) {
  const entries = Object.entries(detail);
  if (entries.length === 0 || entries.length > MAX_KEYS || !entries.every(([k, v]) => k.length <= 64 && plain(v)))
    throw fieldError('financialDetail', 'financialDetailRequired');
  const r = await q.query<{ before: Record<string, unknown> }>(
    `UPDATE business_profiles p SET financial_detail = $2::jsonb FROM business_profiles old
      WHERE p.customer_id = $1 AND old.customer_id = p.customer_id RETURNING old.financial_detail AS before`,
    [customerId, JSON.stringify(detail)],
  );
  return r.rows[0]?.before ?? {};
}

/**
 * The company's due diligence questionnaire, replaced whole. It has the wizard's
 * dueDilligenceForm shape (contract ZDueDiligenceForm); a yes to government ties or lawsuits
 * needs its details (our rule: the spec is silent). Answers the questionnaire before.
 */
export async function writeDueDiligence(q: Queryable, customerId: string, raw: unknown) {
  const parsed = ZDueDiligenceForm.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VF', 'validationFailed', {
      validationErrors: parsed.error.issues.map((i) => ({
        field: ['dueDiligenceQuestionnaire', ...i.path].join('.'),
        message: i.message,
      })),
    });
  const d = parsed.data;
  if (d.government && !d.governmentDetails?.trim())
    throw fieldError('dueDiligenceQuestionnaire.governmentDetails', 'dueDiligenceDetailsRequired');
  if (d.lawsuits && !d.lawsuitsDetails?.trim())
    throw fieldError('dueDiligenceQuestionnaire.lawsuitsDetails', 'dueDiligenceDetailsRequired');
  const r = await q.query<{ before: Record<string, unknown> }>(
    `UPDATE business_profiles p SET due_diligence = $2::jsonb FROM business_profiles old
      WHERE p.customer_id = $1 AND old.customer_id = p.customer_id RETURNING old.due_diligence AS before`,
    [customerId, JSON.stringify(d)],
  );
  return { before: r.rows[0]?.before ?? {}, after: d };
}
