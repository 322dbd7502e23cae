import {
  adminSupportAttachmentGet,
  adminSupportReply,
  adminSupportTicketGet,
  adminSupportTicketAssign,
  adminSupportTicketList,
  adminSupportTicketStatus,
  adminSupportUpload,
} from '@openportal/contract';
import { adminOf } from '../../admin/audit.ts';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import {
  consoleAssign,
  consoleReply,
  consoleStatus,
  consoleTicket,
  consoleTicketWithThreads,
  consoleTickets,
  consoleUpload,
} from '../console.ts';
import { attachmentOf } from '../data/threads.ts';
import type { SupportDeps } from '../module.ts';

/** The back office's support console: tickets by brand and bucket, one ticket, its attachments, answer (with files), status, assignment. */
export const adminSupportOps = (deps: SupportDeps) => [
  operation(adminSupportTicketList, async (_ctx, input) => {
    const { data, total } = await consoleTickets(deps.db, {
      brand: input.brand,
      bucket: input.bucket,
      page: input.page,
    });
    return { responseCode: '00' as const, data, meta: { total } };
  }),
  operation(adminSupportTicketGet, async (ctx) => ({
    responseCode: '00' as const,
    data: await consoleTicketWithThreads(deps.db, String(ctx.params.id), adminOf(ctx.caller).adminId),
  })),
  operation(adminSupportAttachmentGet, async (ctx) => {
    const ticket = await consoleTicket(deps.db, String(ctx.params.id));
    const found = await attachmentOf(deps.db, ticket.id, String(ctx.params.threadId), String(ctx.params.attachmentId));
    const file = found ? await deps.files.get(found.file_id) : null;
    if (!found || !file) throw new AppError('IM', 'supportTicketNotFound');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { binary: Buffer.concat(chunks), filename: found.name };
  }),
  operation(adminSupportReply, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await consoleReply(deps, { admin: adminOf(ctx.caller), ip: ctx.req.ip }, String(ctx.params.id), input),
  })),
  operation(adminSupportUpload, async (ctx) => ({
    responseCode: '00' as const,
    data: await consoleUpload(
      deps,
      adminOf(ctx.caller).adminId,
      String(ctx.params.id),
      ctx.files.find((f) => f.field === 'file'),
    ),
  })),
  operation(adminSupportTicketAssign, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await consoleAssign(
      deps,
      { admin: adminOf(ctx.caller), ip: ctx.req.ip },
      String(ctx.params.id),
      input.agentId,
    ),
  })),
  operation(adminSupportTicketStatus, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await consoleStatus(
      deps,
      { admin: adminOf(ctx.caller), ip: ctx.req.ip },
      String(ctx.params.id),
      input.status,
    ),
  })),
];
