import { supportAttachmentGet } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { attachmentOf } from '../data/threads.ts';
import { ownTicket } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/**
 * GET …/attachments/{attachmentId}/content: an attachment of a thread of the customer's
 * ticket, as a download (application/octet-stream: never shown inline by the browser).
 */
export const supportAttachmentGetOp = (deps: SupportDeps) =>
  operation(supportAttachmentGet, async (ctx) => {
    const ticket = await ownTicket(deps, customerOf(ctx.caller), String(ctx.params.id));
    const found = await attachmentOf(deps.db, ticket.id, String(ctx.params.threadId), String(ctx.params.attachmentId));
    const file = found ? await deps.files.get(found.file_id) : null;
    if (!found || !file) throw new AppError('IM', 'supportTicketNotFound');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { binary: Buffer.concat(chunks), filename: found.name };
  });
