import { z } from 'zod';
import { CONTRACT_PERCENT_MAX, PAGE_SIZES, SIGNER_NAME_MAX } from '../../constants.ts';
import { success } from '../../envelope.ts';
import {
  CONTRACT_DIRECTIONS,
  CONTRACT_ORDER_BY,
  CONTRACT_STATUSES,
  ORDER_DIRECTIONS,
  ZContractStatus,
} from '../../enums/merchant.ts';
import { ZCustomerLookupType, ZIdentificationStatus } from '../../enums/identity.ts';
import { ZDate, ZDateTime, ZEmail, ZIntParam, ZNoBody, ZUrl, queryInt, queryList } from '../../primitives.ts';
import { restGroup } from '../define.ts';

/** Revenue-split contracts (spec 3 §3, §4, §5, §7). */
const rest = restGroup('contracts', 'spec3 §7 Revenue-split contracts', { feature: 'contracts' });
const Z32 = (what: string) =>
  z.int32({ error: `${what} must be a whole number below 2147483648` }).positive(`${what} must be positive`);
const ZSignerName = z
  .string()
  .trim()
  .min(1, 'Signer name is required')
  .max(SIGNER_NAME_MAX, `Signer name is at most ${SIGNER_NAME_MAX} characters`);
const ZObligations = z
  .array(z.string().trim().min(1, 'Obligation is empty').max(1000))
  .min(1, 'Add at least one obligation')
  .max(50);
export const ZPercentage = z
  .number({ error: 'Percentage must be a number' })
  .gt(0, 'Percentage must be above 0')
  .lte(CONTRACT_PERCENT_MAX, `Percentage must not be above ${CONTRACT_PERCENT_MAX}`);

const ZParty = z.object({ id: z.int(), username: z.string(), name: z.string() });
export const ZContract = z.object({
  id: z.int().positive(),
  status: ZContractStatus,
  identificationStatus: ZIdentificationStatus.nullable(),
  percentage: z.number(),
  initiatorId: z.int(),
  direction: z.enum(CONTRACT_DIRECTIONS),
  note: z.string().nullable(),
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
  terminateInfo: z
    .object({ terminatedAt: z.string().nullable(), note: z.string().nullable(), terminatedBy: z.int().nullable() })
    .nullable(),
  updatedAt: ZDateTime,
  createdAt: ZDateTime,
  company: z.object({ id: z.int(), title: z.string(), logo: z.string().nullable() }),
  sender: ZParty,
  beneficiary: ZParty,
});
export type TContract = z.infer<typeof ZContract>;
export const ZContractCreate = z.strictObject({
  companyId: Z32('Company'),
  senderId: Z32('Sender'),
  senderSignerName: ZSignerName,
  senderObligations: ZObligations,
  beneficiaryId: Z32('Beneficiary'),
  beneficiarySignerName: ZSignerName,
  beneficiaryObligations: ZObligations,
  activeFrom: ZDate,
  percentage: ZPercentage,
  note: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});
export const ZContractListMeta = z.object({
  total: z.int(),
  requests: z.int(),
  pending: z.int(),
  active: z.int(),
  ended: z.int(),
  pay: z.int(),
  receive: z.int(),
});
const ZIdParams = z.strictObject({ id: ZIntParam });
const ZContractData = success({ data: ZContract });

export const contractList = rest(
  'GET',
  '/contract',
  z.strictObject({
    statuses: queryList(
      z.enum(CONTRACT_STATUSES, { error: 'Unknown contract status' }),
      CONTRACT_STATUSES.length,
    ).optional(),
    companyName: z.string().max(200).optional(),
    counterpartyName: z.string().max(200).optional(),
    orderBy: z.enum(CONTRACT_ORDER_BY, { error: 'Unknown order' }).optional(),
    orderDir: z.enum(ORDER_DIRECTIONS, { error: 'Order direction is ASC or DESC' }).optional(),
    page: queryInt(1, 100_000).default(1),
    pageSize: queryInt(1, PAGE_SIZES.contractsForNotifications).default(PAGE_SIZES.contracts),
  }),
  success({ data: z.array(ZContract), meta: ZContractListMeta }),
  { pageSize: PAGE_SIZES.contracts, rights: 'read' },
);
export const contractCreate = rest('PUT', '/contract', ZContractCreate, ZContractData, {
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version', 'Idempotency-Key'],
  rights: 'moveMoney',
});
export const contractCheckSigner = rest(
  'GET',
  '/contract/{id}/checkSigner',
  ZNoBody,
  success({ data: z.object({ canSign: z.boolean() }) }),
  { params: ZIdParams, rights: 'read' },
);
export const contractPdfUrl = rest(
  'GET',
  '/contract/{id}/pdfUrl',
  ZNoBody,
  success({ data: z.object({ pdfUrl: ZUrl.or(z.string().startsWith('/')) }) }),
  { params: ZIdParams, rights: 'read' },
);
export const contractSignUrl = rest(
  'GET',
  '/contract/{id}/signUrl',
  ZNoBody,
  success({ data: z.object({ signUrl: z.string(), clientId: z.string() }) }),
  { params: ZIdParams, rights: 'moveMoney' },
);
const action = (name: string, body: z.ZodType = ZNoBody) =>
  rest('POST', `/contract/{id}/${name}`, body, ZContractData, { params: ZIdParams, rights: 'write' });
export const contractCancel = action('cancel');
export const contractReject = action('reject');
export const contractTerminate = action(
  'terminate',
  z.strictObject({ note: z.string().trim().min(1, 'Say why the contract ends').max(1000, 'At most 1000 characters') }),
);
export const contractTerminateCancel = action('terminateCancel');
export const contractTerminateNow = action('terminateNow');
/** Built-in e-signature: sign the contract (ours; the spec signs through signUrl). */
export const contractSign = rest(
  'POST',
  '/contract/{id}/sign',
  z.strictObject({ signerName: ZSignerName }),
  ZContractData,
  { params: ZIdParams, ourChoice: true, rights: 'moveMoney' },
);
export const contractStats = rest('GET', '/contract/stats', ZNoBody, success({ data: ZContractListMeta }), {
  rights: 'read',
});
export const contractVerify = rest(
  'POST',
  '/contract/verify',
  z.strictObject({ companyId: Z32('Company'), counterpartyId: Z32('Counterparty') }),
  success({ data: z.object({ isValid: z.boolean() }) }),
  { rights: 'write' },
);
export const companyList = rest(
  'GET',
  '/company',
  z.strictObject({
    query: z.string().max(200).optional(),
    forCounterpartyCustomerId: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/)
      .optional(),
    page: queryInt(1, 100_000).default(1),
    pageSize: queryInt(1, 1000).default(PAGE_SIZES.contracts),
  }),
  success({
    data: z.array(z.object({ id: z.int(), title: z.string(), logo: z.string().nullable() })),
    meta: z.object({ total: z.int() }),
  }),
  { rights: 'read' },
);
export const customerLookup = rest(
  'GET',
  '/customer/lookup',
  z.strictObject({ email: ZEmail }),
  success({ data: z.object({ id: z.int(), type: ZCustomerLookupType }) }),
  { rights: 'read' },
);
export const contractIdentificationStarted = rest(
  'POST',
  '/contract/{id}/identificationStarted',
  ZNoBody,
  ZContractData,
  { params: ZIdParams, rights: 'write' },
);
export const contractIdentificationPush = rest(
  'POST',
  '/contract/{contractId}/identificationPush',
  ZNoBody,
  success({}),
  { params: z.strictObject({ contractId: ZIntParam }), rights: 'write' },
);
export const splitPaySignerIdentification = rest(
  'POST',
  '/split-pay-signer-identification',
  z.strictObject({ contractId: Z32('Contract') }),
  success({ data: z.object({ url: z.string(), identificationStatus: ZIdentificationStatus }) }),
  { rights: 'write' },
);
