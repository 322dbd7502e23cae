import { z } from 'zod';
import { LANGUAGES, MAX_UPLOAD_BYTES } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { SUPPORT_BUCKETS } from '../../enums/merchant.ts';
import { ZDateTime, ZId, ZNoBody, queryInt } from '../../primitives.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';
import { ZThread, ZTicket } from './support.ts';

/**
 * The back office's support console and announcements editor (issue 22; ours, the spec does not
 * show the operators' side). Support operators answer as the brand's agent (one per operator and
 * brand, made on their first answer); every write is audited with the change it records.
 */
const support = backofficeGroup('support', 'issue 22');
const news = backofficeGroup('notifications', 'issue 22');

const WRITERS = ['support'] as const;
const READERS = ['support', 'viewer'] as const;
const ZBrand = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown brand');
const ZTicketParams = z.strictObject({ id: ZId });

/** The statuses an agent may set (the desk's, with the spec's two closed ones). */
export const AGENT_TICKET_STATUSES = ['Open', 'On Hold', 'Closed', 'CLOSED-NO REPLY'] as const;

export const ZAdminTicket = ZTicket.extend({
  brand: z.string(),
  customerId: z.string(),
  contactEmail: z.string(),
  bucket: z.enum(SUPPORT_BUCKETS),
  agentName: z.string().nullable(),
});
export type TAdminTicket = z.infer<typeof ZAdminTicket>;

/** Tickets of every brand (or one), by the spec's bucket seen from the customer's side, latest change first. */
export const adminSupportTicketList = support(
  'GET',
  '/admin/support/tickets',
  z.strictObject({
    brand: ZBrand.optional(),
    bucket: z.enum(SUPPORT_BUCKETS, { error: 'Unknown bucket' }).optional(),
    page: queryInt(1, 10_000).optional(),
  }),
  success({ data: z.array(ZAdminTicket), meta: z.object({ total: z.int() }) }),
  { adminRoles: READERS, pageSize: 25 },
);

/** An agent of a brand's desk (whom a ticket can be assigned to). */
export const ZSupportAgent = z.object({ id: ZId, name: z.string(), email: z.string(), mine: z.boolean() });

/**
 * One ticket with every thread (oldest first, at most the conversation limit) and the active
 * agents of its brand (`mine`: the agent the operator answers as).
 */
export const adminSupportTicketGet = support(
  'GET',
  '/admin/support/tickets/{id}',
  ZNoBody,
  success({ data: z.object({ ticket: ZAdminTicket, threads: z.array(ZThread), agents: z.array(ZSupportAgent) }) }),
  { adminRoles: READERS, params: ZTicketParams },
);

/**
 * A file for the operator's next answer to this ticket (multipart `file`; checked by type,
 * content and size like the customer's), kept as the operator's agent's until an answer names it.
 */
export const adminSupportUpload = support(
  'POST',
  '/admin/support/tickets/{id}/uploads',
  ZNoBody,
  success({ data: z.object({ id: ZId, name: z.string(), size: z.int() }) }),
  {
    adminRoles: WRITERS,
    params: ZTicketParams,
    multipart: { dataPart: null, fileParts: ['file'], maxFileBytes: MAX_UPLOAD_BYTES },
  },
);

/**
 * Assigns the ticket to an active agent of its brand: `me` (the agent the operator answers as,
 * made when missing) or another agent's id. Audited `support.assign` with the agent before and after.
 */
export const adminSupportTicketAssign = support(
  'PUT',
  '/admin/support/tickets/{id}/agent',
  z.strictObject({ agentId: z.union([z.literal('me'), ZId]) }),
  success({ data: ZAdminTicket }),
  { adminRoles: WRITERS, params: ZTicketParams },
);

/** An attachment's bytes (never rendered inline). */
export const adminSupportAttachmentGet = support(
  'GET',
  '/admin/support/tickets/{id}/threads/{threadId}/attachments/{attachmentId}/content',
  ZNoBody,
  z.instanceof(Uint8Array),
  {
    adminRoles: READERS,
    params: z.strictObject({ id: ZId, threadId: ZId, attachmentId: ZId }),
    binaryResponse: 'application/octet-stream',
  },
);

/**
 * The agent's answer: a thread to the customer, who is told (zohoNewMessage), with the files the
 * operator uploaded for it (adminSupportUpload). Audited `support.reply`.
 */
export const adminSupportReply = support(
  'POST',
  '/admin/support/tickets/{id}/threads',
  z.strictObject({
    content: z.string().trim().min(1, 'Message is required').max(32_000),
    uploads: z.array(ZId).max(10).optional(),
  }),
  success({ data: ZThread }),
  { adminRoles: WRITERS, params: ZTicketParams },
);

/** Sets the ticket's status (CLOSED-NO REPLY tells the customer). Audited `support.status`. */
export const adminSupportTicketStatus = support(
  'PUT',
  '/admin/support/tickets/{id}',
  z.strictObject({ status: z.enum(AGENT_TICKET_STATUSES, { error: 'Unknown status' }) }),
  success({ data: ZAdminTicket }),
  { adminRoles: WRITERS, params: ZTicketParams },
);

export const ZAnnouncementText = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'Unknown language' }),
  title: z.string().trim().min(1, 'Title is required').max(200),
  body: z.string().trim().min(1, 'Text is required').max(10_000),
});

export const ZAdminAnnouncement = z.object({
  id: z.int(),
  brand: z.string(),
  withConfirmation: z.boolean(),
  publishAt: ZDateTime,
  texts: z.array(z.object({ language: z.string(), title: z.string(), body: z.string() })),
  accepted: z.int(),
  declined: z.int(),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

/** A brand's announcements (or every brand's), newest publication first (100), with the answers counted. */
export const adminAnnouncementList = news(
  'GET',
  '/admin/announcements',
  z.strictObject({ brand: ZBrand.optional() }),
  success({ data: z.array(ZAdminAnnouncement) }),
  { adminRoles: READERS },
);

/**
 * Publishes an announcement to a brand: texts per language (English required: it is shown where
 * the reader's language has none), with or without confirmation, now or at `publishAt`.
 * Audited `announcement.create`.
 */
export const adminAnnouncementCreate = news(
  'POST',
  '/admin/announcements',
  z.strictObject({
    brand: ZBrand,
    withConfirmation: z.boolean(),
    publishAt: ZDateTime.optional(),
    texts: z
      .array(ZAnnouncementText)
      .min(1, 'Give the English text')
      .max(LANGUAGES.length)
      .refine((t) => t.some((x) => x.language === 'en'), 'Give the English text')
      .refine((t) => new Set(t.map((x) => x.language)).size === t.length, 'One text per language'),
  }),
  success({ data: ZAdminAnnouncement }),
  { adminRoles: WRITERS },
);
