import { z } from 'zod';
import { ZAmountString, ZCurrencyCode } from '../../amount.ts';
import { success } from '../../envelope.ts';
import { ZCardStatusId } from '../../enums/money.ts';
import { ZCountryCode, ZDateTime, ZId } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';
import { restGroup } from '../define.ts';

/**
 * The card issuer stand-in's network side (issue 24, ours: the spec shows no issuer): the
 * authorization simulator a tester "spends" with on one machine (`apps/core/scripts/card-spend.ts`
 * calls it). Internal calls (the internal secret, never from a browser): an authorization is a
 * ledger hold on the card's account, then settled (whole or a part: partial capture) or reversed.
 * The card is named by its PAN (never logged, never answered) or by its account id.
 */
const issuer = restGroup('cards', 'spec2 §4 Card statuses: the card issuer stand-in (ours, issue 24)', {
  service: 'internal',
  access: 'internal',
  headers: [],
  ourChoice: true,
});

export const CARD_CHANNELS = ['online', 'contactless', 'chip', 'atm'] as const;
export const AUTHORIZATION_STATUSES = ['pending', 'settled', 'reversed', 'declined'] as const;
/** Why the simulator declined (ours): the card's status, its spend controls, or its balance. */
export const DECLINE_REASONS = [
  'cardNotUsable',
  'insufficientFunds',
  'perTransactionLimit',
  'dailyLimit',
  'monthlyLimit',
  'countryBlocked',
  'channelBlocked',
  'currencyMismatch',
] as const;

export const ZCardAuthorization = z.object({
  authorizationId: ZId,
  accountId: ZAccountId,
  holdAccountId: ZAccountId,
  merchant: z.string(),
  merchantCountry: z.string().nullable(),
  channel: z.enum(CARD_CHANNELS),
  amount: z.string(),
  captured: z.string(),
  currencyCode: ZCurrencyCode,
  status: z.enum(AUTHORIZATION_STATUSES),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  createdAt: ZDateTime,
});
export type TCardAuthorization = z.infer<typeof ZCardAuthorization>;

export const cardAuthorizationSimulate = issuer(
  'POST',
  '/internal/cards/authorizations',
  z
    .strictObject({
      pan: z
        .string()
        .regex(/^[0-9]{12,19}$/, 'A card number is 12 to 19 digits')
        .optional(),
      accountId: ZAccountId.optional(),
      amount: ZAmountString,
      currencyCode: ZCurrencyCode,
      merchant: z.string().trim().min(1, 'Name the merchant').max(100, 'At most 100 characters'),
      merchantCountry: ZCountryCode.optional(),
      channel: z.enum(CARD_CHANNELS).default('online'),
    })
    .refine((v) => (v.pan === undefined) !== (v.accountId === undefined), {
      path: ['pan'],
      message: 'Give the card number or the card account, one of them',
    }),
  success({ authorization: ZCardAuthorization }),
);
const ZAuthorizationParam = z.strictObject({ authorizationId: ZId });
export const cardAuthorizationSettle = issuer(
  'POST',
  '/internal/cards/authorizations/{authorizationId}/settle',
  z.strictObject({ amount: ZAmountString.optional() }),
  success({ authorization: ZCardAuthorization }),
  { params: ZAuthorizationParam },
);
export const cardAuthorizationReverse = issuer(
  'POST',
  '/internal/cards/authorizations/{authorizationId}/reverse',
  z.strictObject({}),
  success({ authorization: ZCardAuthorization }),
  { params: ZAuthorizationParam },
);

/** The operators' card console (back office, issue 24): find a card, its lifecycle, block it for fraud. */
const backoffice = backofficeGroup('cards', 'issue 24');
const READERS = ['viewer', 'support', 'compliance', 'finance'] as const;

export const ZAdminCardRow = z.object({
  accountId: ZAccountId,
  customerId: z.string(),
  customerName: z.string(),
  brand: z.string(),
  productType: z.int(),
  isVirtual: z.boolean(),
  statusId: ZCardStatusId,
  /** The PAN masked: first 6 and last 4 (never the whole number). */
  maskedPan: z.string(),
  expiry: z.string(),
  statusChangedAt: ZDateTime,
});
export type TAdminCardRow = z.infer<typeof ZAdminCardRow>;

export const adminCardSearch = backoffice(
  'GET',
  '/admin/cards',
  z.strictObject({
    q: z.string().trim().min(4, 'At least 4 characters').max(100, 'At most 100 characters'),
  }),
  success({ data: z.array(ZAdminCardRow) }),
  { adminRoles: READERS, pageSize: 50 },
);
const ZCardParam = z.strictObject({ accountId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ZAdminCardView = z.object({
  card: ZAdminCardRow.extend({ blockReason: z.string().nullable(), balance: z.string(), currencyCode: ZCurrencyCode }),
  lifecycle: z.array(z.object({ statusId: ZCardStatusId, at: ZDateTime })),
  authorizations: z.array(ZCardAuthorization),
});
export type TAdminCardView = z.infer<typeof ZAdminCardView>;
export const adminCardGet = backoffice(
  'GET',
  '/admin/cards/{accountId}',
  z.strictObject({}),
  success({ data: ZAdminCardView }),
  { adminRoles: READERS, params: ZCardParam },
);
/** Blocks a card for fraud (status 18): audited; from any status but canceled and fraud itself. */
export const adminCardFraudBlock = backoffice(
  'POST',
  '/admin/cards/{accountId}/fraud-block',
  z.strictObject({ reason: z.string().trim().min(3, 'At least 3 characters').max(500, 'At most 500 characters') }),
  success({ data: ZAdminCardView }),
  { adminRoles: ['compliance', 'support'], params: ZCardParam },
);
