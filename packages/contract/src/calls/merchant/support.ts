import { z } from 'zod';
import { MAX_UPLOAD_BYTES, PAGE_SIZES, SUPPORT_NEW_TICKET_WINDOW_MS } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { SUPPORT_BUCKETS, SUPPORT_STATUSES } from '../../enums/merchant.ts';
import { ZId, ZNoBody, queryInt } from '../../primitives.ts';
import { restGroup } from '../define.ts';

/** Support message centre (spec 3 §3 Support ticket, §4, §7). Payloads not shown: ours. */
export const ZTicket = z.object({
  id: ZId,
  ticketNumber: z.string(),
  subject: z.string(),
  status: z.string(),
  lastThread: z.object({ createdAt: z.string(), to: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  customerReadAt: z.string().nullable(),
});
export type TTicket = z.infer<typeof ZTicket>;
export const ZThread = z.object({
  id: ZId,
  ticketId: ZId,
  content: z.string(),
  summary: z.string(),
  from: z.string(),
  to: z.string(),
  direction: z.enum(['in', 'out']),
  createdAt: z.string(),
  attachments: z.array(z.object({ id: ZId, name: z.string(), size: z.int() })),
});

/** Bucket of a ticket (spec 3 §4): closed, new (closed-no-reply or answered within two weeks), else open. */
export function supportBucket(
  t: Pick<TTicket, 'status' | 'lastThread'>,
  customerAddress: string,
  now: number,
): Exclude<(typeof SUPPORT_BUCKETS)[number], 'all'> {
  if (t.status === SUPPORT_STATUSES.closed) return 'closed';
  if (t.status === SUPPORT_STATUSES.closedNoReply) return 'new';
  if (
    t.lastThread &&
    t.lastThread.to === customerAddress &&
    now - Date.parse(t.lastThread.createdAt) <= SUPPORT_NEW_TICKET_WINDOW_MS
  )
    return 'new';
  return 'open';
}

const zoho = restGroup('support', 'spec3 §7 Support: token and agent');
export const supportJwt = zoho(
  'GET',
  '/zoho/jwt',
  z.strictObject({ widgetId: z.string().min(1).max(128), fromCustomerId: z.string().max(64).optional() }),
  success({ jwt: z.string() }),
  { rights: 'self' },
);
export const supportAgent = zoho(
  'GET',
  '/zoho/agent',
  ZNoBody,
  success({
    agent: z.object({ id: ZId, name: z.string(), email: z.string(), photoUrl: z.string().nullable() }).nullable(),
  }),
  { rights: 'read' },
);
export const supportTicketStats = zoho(
  'GET',
  '/zoho/tickets/stats',
  ZNoBody,
  success({
    stats: z.object({
      all: z.int(),
      open: z.int(),
      new: z.int(),
      closed: z.int(),
      unreadTicketNumbers: z.array(z.string()),
    }),
  }),
  { rights: 'read' },
);
export const supportTicketListZoho = zoho(
  'GET',
  '/zoho/tickets',
  z.strictObject({
    bucket: z.enum(SUPPORT_BUCKETS).optional(),
    from: queryInt(0, 100_000).optional(),
    limit: queryInt(1, PAGE_SIZES.supportTickets).optional(),
  }),
  success({ tickets: z.array(ZTicket) }),
  { pageSize: PAGE_SIZES.supportTickets, rights: 'read' },
);

/** The support desk: mounted under its own base (SERVICE_BASES.supportDesk); the session comes from zoho/jwt. */
const desk = restGroup('support', 'spec3 §7 Support desk', { service: 'supportDesk', ourChoice: false });
const ZTicketParam = z.strictObject({ id: ZId });
const ZTicketInput = z.strictObject({
  subject: z.string().trim().min(1, 'Subject is required').max(255),
  description: z.string().trim().min(1, 'Message is required').max(32_000),
  uploads: z.array(ZId).max(10).optional(),
});
export const supportDeskMe = desk(
  'POST',
  '/me',
  z.strictObject({ jwt: z.string().min(1).max(8192) }),
  success({ contact: z.object({ id: ZId, email: z.string(), name: z.string() }) }),
  { rights: 'read' },
);
export const supportComposeTicket = desk('POST', '/composetickets', ZTicketInput, success({ ticket: ZTicket }), {
  rights: 'self',
});
export const supportDeskTicketList = desk(
  'GET',
  '/tickets',
  z.strictObject({
    from: queryInt(0, 100_000).optional(),
    limit: queryInt(1, PAGE_SIZES.supportTickets).optional(),
    status: z.string().max(32).optional(),
    /** Ours: the one ticket of this number (a `messages?ticketNumber=` link to a ticket not in the loaded pages). */
    ticketNumber: z
      .string()
      .regex(/^\d{1,18}$/, 'Unknown ticket')
      .optional(),
  }),
  success({ data: z.array(ZTicket) }),
  { pageSize: PAGE_SIZES.supportTickets, rights: 'read' },
);
export const supportTicketCreate = desk('POST', '/tickets', ZTicketInput, success({ ticket: ZTicket }), {
  rights: 'self',
});
export const supportTicketGet = desk('GET', '/tickets/{id}', ZNoBody, success({ ticket: ZTicket }), {
  params: ZTicketParam,
  rights: 'read',
});
export const supportThreadCreate = desk(
  'POST',
  '/tickets/{id}/threads',
  z.strictObject({
    content: z.string().trim().min(1, 'Message is required').max(32_000),
    uploads: z.array(ZId).max(10).optional(),
  }),
  success({ thread: ZThread }),
  { params: ZTicketParam, rights: 'self' },
);
export const supportTicketUpdate = desk(
  'PUT',
  '/tickets/{id}',
  z.strictObject({ status: z.string().max(32).optional(), customerReadAt: z.string().max(40).optional() }),
  success({ ticket: ZTicket }),
  { params: ZTicketParam, rights: 'self' },
);
export const supportConversationList = desk(
  'GET',
  '/tickets/{id}/conversations',
  z.strictObject({
    from: queryInt(0, 100_000).optional(),
    limit: queryInt(1, PAGE_SIZES.supportConversations).optional(),
  }),
  success({ data: z.array(ZThread) }),
  {
    params: ZTicketParam,
    pageSize: PAGE_SIZES.supportConversations,
    rights: 'read',
  },
);
export const supportThreadGet = desk('GET', '/tickets/{id}/threads/{threadId}', ZNoBody, success({ thread: ZThread }), {
  params: z.strictObject({ id: ZId, threadId: ZId }),
  ourChoice: true,
  rights: 'read',
});
export const supportAttachmentGet = desk(
  'GET',
  '/tickets/{id}/threads/{threadId}/attachments/{attachmentId}/content',
  ZNoBody,
  z.instanceof(Uint8Array),
  {
    params: z.strictObject({ id: ZId, threadId: ZId, attachmentId: ZId }),
    binaryResponse: 'application/octet-stream',
    ourChoice: true,
    rights: 'read',
  },
);
export const supportTicketFields = desk(
  'GET',
  '/ticketsFields',
  ZNoBody,
  success({ fields: z.array(z.object({ apiName: z.string(), displayLabel: z.string(), type: z.string() })) }),
  { rights: 'read' },
);
export const supportUpload = desk(
  'POST',
  '/uploads',
  ZNoBody,
  success({ upload: z.object({ id: ZId, name: z.string(), size: z.int() }) }),
  { multipart: { dataPart: null, fileParts: ['file'], maxFileBytes: MAX_UPLOAD_BYTES }, rights: 'self' },
);
