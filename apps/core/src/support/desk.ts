import type { TTicket } from '@openportal/contract';
import { FileStoreError, type FileStore } from '../files/index.ts';
import { AppError, fieldError } from '../platform/app-error.ts';
import type { CustomerCaller } from '../platform/caller.ts';
import { ticketOf, insertTicket, ticketView, type TTicketRow } from './data/tickets.ts';
import { addThread } from './data/threads.ts';
import { attachUploads, insertUpload } from './data/uploads.ts';
import type { SupportDeps } from './module.ts';

/** The desk's own address in a brand (the `to` of a customer's message; ours: the spec shows none). */
export const deskAddress = (brand: string) => `support@${brand}.desk`;

/** The caller's ticket, or notFound: another customer's ticket is never found (nor said to exist). */
export async function ownTicket(
  deps: Pick<SupportDeps, 'db'>,
  caller: CustomerCaller,
  id: string,
): Promise<TTicketRow> {
  const ticket = await ticketOf(deps.db, caller.customerId, id);
  if (!ticket) throw new AppError('IM', 'supportTicketNotFound');
  return ticket;
}

/** POST /tickets and POST /composetickets: a ticket and its first message, with its attachments, in one write. */
export async function openTicket(
  deps: SupportDeps,
  caller: CustomerCaller,
  input: { subject: string; description: string; uploads?: string[] | undefined },
): Promise<{ ticket: TTicket }> {
  const ticket = await deps.db.transaction(async (tx) => {
    const row = await insertTicket(tx, {
      brand: caller.brand,
      customerId: caller.customerId,
      userId: caller.userId,
      email: caller.email,
      subject: input.subject,
    });
    const threadId = await addThread(tx, row, {
      direction: 'in',
      authorUserId: caller.userId,
      from: caller.email,
      to: deskAddress(caller.brand),
      content: input.description,
    });
    await attachUploads(tx, { customerId: caller.customerId, userId: caller.userId }, input.uploads ?? [], threadId);
    return (await ticketOf(tx, caller.customerId, row.id))!;
  });
  return { ticket: ticketView(ticket) };
}

const FILE_REFUSALS = {
  tooLarge: 'fileTooLarge',
  contentType: 'fileTypeRefused',
  contentMismatch: 'fileContentMismatch',
  empty: 'fileEmpty',
  badName: 'fileNameRefused',
} as const;

/** The content types a support attachment may have (our choice: documents and pictures). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain'] as const;

/**
 * Stores an attachment (the file store checks its size, its type and that the content is of
 * that type) and records it as its uploader's, waiting to be sent. A refusal stores nothing.
 */
export async function storeAttachment(
  deps: Pick<SupportDeps, 'db' | 'files'>,
  by: { customerId?: string; userId?: string; agentId?: string },
  file: { filename: string; mimetype: string; data: Buffer } | undefined,
) {
  if (!file) throw fieldError('file', 'fileEmpty');
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.mimetype.split(';')[0]!.trim().toLowerCase()))
    throw fieldError('file', 'fileTypeRefused');
  const files: FileStore = deps.files;
  let meta;
  try {
    meta = await files.put({ body: file.data, contentType: file.mimetype, name: file.filename });
  } catch (error) {
    if (error instanceof FileStoreError) throw fieldError('file', FILE_REFUSALS[error.code]);
    throw error;
  }
  try {
    return await insertUpload(deps.db, by, { fileId: meta.id, name: meta.name ?? file.filename, size: meta.sizeBytes });
  } catch (error) {
    await files.delete(meta.id);
    throw error;
  }
}
