import { z } from 'zod';
import { success } from '../../envelope.ts';
import { ZDateTime, ZIntParam, queryInt } from '../../primitives.ts';
import { ADMIN_ROLES } from '../define.ts';
import { backofficeGroup } from './backoffice-group.ts';

/** The operators' own calls: four-eyes changes, the audit log, what the operator may do. */
const backoffice = backofficeGroup('admin', 'issue 9');

/**
 * A change an operator proposed that a second operator must approve (four eyes, ours): an FX
 * rate beyond the brands' band of the last rate, or a fee rule change that touches an active
 * limit or a percent fee above 10%. `values` are the proposed fields, `before` the fields when it
 * was proposed (null: none yet). Approving applies `values`; the proposer can decide neither way.
 */
export const CHANGE_KINDS = ['fxRate', 'feeRule'] as const;
export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
const ZChangeValues = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export const ZOperatorChange = z.object({
  changeId: z.int(),
  kind: z.enum(CHANGE_KINDS),
  /** What it is to, as the audit log names it: 'USD/EUR', 'paywave/sepa/EUR/kyc1'. */
  target: z.string(),
  values: ZChangeValues,
  before: ZChangeValues.nullable(),
  status: z.enum(CHANGE_STATUSES),
  proposedBy: z.string(),
  proposedAt: ZDateTime,
  /** True when the asking operator proposed it (and so may not decide it). */
  proposedByYou: z.boolean(),
  decidedBy: z.string().nullable(),
  decidedAt: ZDateTime.nullable(),
});
export type TOperatorChange = z.infer<typeof ZOperatorChange>;

/**
 * A write that four eyes may hold: `pendingChange` is null when it applied at once; `data` is the
 * row as it stands (unchanged while the change waits; null when there is none yet).
 */
export const ZPendingChange = ZOperatorChange.nullable();

/** The changes waiting for a second operator (or decided ones), newest first. */
export const adminChangeList = backoffice(
  'GET',
  '/admin/changes',
  z.strictObject({
    status: z.enum(CHANGE_STATUSES, { error: 'Unknown status' }).optional(),
    kind: z.enum(CHANGE_KINDS, { error: 'Unknown kind' }).optional(),
  }),
  success({ data: z.array(ZOperatorChange) }),
  { adminRoles: ['viewer', 'compliance', 'finance'], pageSize: 100 },
);
const ZChangeParams = z.strictObject({ changeId: ZIntParam });
/** A second operator (finance or superadmin, not the proposer) applies a pending change. */
export const adminChangeApprove = backoffice(
  'POST',
  '/admin/changes/{changeId}/approve',
  z.strictObject({}),
  success({ data: ZOperatorChange }),
  { adminRoles: ['finance'], params: ZChangeParams },
);
/** A second operator (finance or superadmin, not the proposer) turns a pending change down. */
export const adminChangeReject = backoffice(
  'POST',
  '/admin/changes/{changeId}/reject',
  z.strictObject({}),
  success({ data: ZOperatorChange }),
  { adminRoles: ['finance'], params: ZChangeParams },
);

export const ZAuditRow = z.object({
  id: z.int(),
  at: ZDateTime,
  adminId: z.int(),
  adminUsername: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const adminAuditList = backoffice(
  'GET',
  '/admin/audit-log',
  z.strictObject({
    action: z.string().max(64).optional(),
    page: queryInt(1, 100_000).optional(),
    pageSize: queryInt(1, 100).optional(),
  }),
  success({ data: z.array(ZAuditRow), meta: z.object({ total: z.int().min(0) }) }),
  { adminRoles: ['viewer', 'compliance', 'finance'], pageSize: 100 },
);

/**
 * What the signed-in operator may do: their roles and the back-office calls (contract keys)
 * those allow, so the app shows only the sections and forms that will answer (core still
 * checks every call). `adminAuthMe` answers the spec's User, which has no roles.
 */
export const adminAccess = backoffice(
  'GET',
  '/admin/access',
  z.strictObject({}),
  success({ data: z.object({ roles: z.array(z.enum(ADMIN_ROLES)), calls: z.array(z.string()) }) }),
);
