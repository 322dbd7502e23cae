import { adminKycCustomerGet, adminKycDocumentDecide, adminKycDocumentFile, adminKycQueue } from '@openportal/contract';
import { adminOf } from '../../admin/audit.ts';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';
import { decideDocument, kycCustomerView, kycQueue } from '../review.ts';

/** The back office's KYC review: the queue and a customer's verification (support, compliance), decisions (compliance). */
export const adminKycOps = (deps: KycDeps) => [
  operation(adminKycQueue, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await kycQueue(deps.db, { brand: input.brand, type: input.type ? Number(input.type) : undefined }),
  })),
  operation(adminKycCustomerGet, async (ctx) => ({
    responseCode: '00' as const,
    data: await kycCustomerView(deps.db, String(ctx.params.customerId)),
  })),
  operation(adminKycDocumentFile, async (ctx, input) => {
    const r = await deps.db.query<{ file_id: string; file_back_id: string | null }>(
      `SELECT file_id, file_back_id FROM customer_documents WHERE id = $1 AND customer_id = $2`,
      [Number(ctx.params.documentId), input.customerId],
    );
    const row = r.rows[0];
    const fileId = input.side === 'back' ? row?.file_back_id : row?.file_id;
    const file = fileId ? await deps.files.get(fileId) : null;
    if (!file) throw new AppError('VF', 'notFound');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { binary: Buffer.concat(chunks), filename: file.meta.name ?? `document-${ctx.params.documentId}` } as never;
  }),
  operation(adminKycDocumentDecide, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await decideDocument(
      deps,
      { admin: adminOf(ctx.caller), ip: ctx.req.ip, lang: ctx.lang, documentId: Number(ctx.params.documentId) },
      input,
    ),
  })),
];
