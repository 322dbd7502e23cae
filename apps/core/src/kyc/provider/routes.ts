import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { FileStoreError } from '../../files/index.ts';
import { canonicalJson } from '../../platform/crypto.ts';
import { parseWith } from '../../platform/parse.ts';
import type { KycDeps } from '../module.ts';
import { registerEsignRoutes } from './esign.ts';
import { tokenPage, resultPage } from './pages.ts';
import {
  callbackSigned,
  completeRun,
  markProcessing,
  runOfToken,
  signCallback,
  type TCallback,
  type TRunRow,
} from './runs.ts';

export const CALLBACK_PATH = '/idv/callback';
export const SIGNATURE_HEADER = 'x-provider-signature';
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

const ZCallback = z.strictObject({
  workflowRunId: z.string().min(1).max(64),
  status: z.enum(['SUCCESS', 'FAILED']),
  documentFileId: z.string().max(64).nullable(),
  selfieFileId: z.string().max(64).nullable(),
  reason: z.string().max(200).nullable(),
});

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
    )
    .send(body);

/**
 * The identity-verification provider stand-in (providers jmo and nfd), served by core on its own
 * paths, not contract calls: this is the provider's site. GET /idv/{run}/{token} is the token page
 * (a selfie and a document image, camera on a phone); POST stores the images and "checks" them:
 * both must be images by content (the file store sniffs them), and a selfie identical to the
 * document image fails (no face matched). The provider then tells core the result by a signed
 * webhook-style callback (POST /idv/callback, HMAC of the body), as a real provider would.
 */
export function registerProviderRoutes(app: FastifyInstance, deps: KycDeps) {
  const ZParams = z.strictObject({ runId: z.string().min(1).max(64), token: z.string().min(1).max(128) });

  app.get('/idv/:runId/:token', async (req, reply) => {
    const p = parseWith(ZParams, req.params);
    try {
      const run = await runOfToken(deps.db, p.runId, p.token);
      return html(reply, tokenPage(run.provider, `/idv/${encodeURIComponent(p.runId)}/${encodeURIComponent(p.token)}`));
    } catch {
      return html(reply, resultPage('This verification link is invalid or was already used.', null), 404);
    }
  });

  app.post('/idv/:runId/:token', async (req, reply) => {
    const p = parseWith(ZParams, req.params);
    let run;
    try {
      run = await runOfToken(deps.db, p.runId, p.token);
    } catch {
      return html(reply, resultPage('This verification link is invalid or was already used.', null), 404);
    }
    return checkUploads(app, deps, run, req, reply);
  });

  // The webhook-style callback into core: only the provider's signature is accepted.
  app.post(CALLBACK_PATH, async (req, reply) => {
    const raw = canonicalJson(req.body ?? {});
    if (!callbackSigned(deps.callbackSecret, raw, req.headers[SIGNATURE_HEADER] as string | undefined))
      throw new AppError('AU', 'accessDenied');
    await completeRun(deps, parseWith(ZCallback, req.body));
    return reply.code(204).send();
  });

  registerEsignRoutes(app, deps);
}

/** The provider's check of the uploads, then its signed callback into core, then the result page. */
async function checkUploads(
  app: FastifyInstance,
  deps: KycDeps,
  run: TRunRow,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (!req.isMultipart()) return html(reply, resultPage('Choose a selfie and a document image.', null), 400);
  const images: Record<string, Buffer> = {};
  const stored: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 5 } })) {
      if (part.type !== 'file' || !['selfie', 'document'].includes(part.fieldname)) continue;
      const data = await part.toBuffer();
      if (!IMAGE_TYPES.includes(part.mimetype)) throw new FileStoreError('contentType', 'not an image');
      const meta = await deps.files.put({
        body: data,
        contentType: part.mimetype,
        name: part.filename || part.fieldname,
      });
      images[part.fieldname] = data;
      stored[part.fieldname] = meta.id;
    }
  } catch (error) {
    if (error instanceof FileStoreError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return html(reply, resultPage('Each image must be a JPEG or PNG of at most 10 MiB.', null), 400);
    throw error;
  }
  if (!stored.selfie || !stored.document)
    return html(reply, resultPage('Choose a selfie and a document image.', null), 400);
  await markProcessing(deps.db, run.id);
  const same = images.selfie!.equals(images.document!);
  const result: TCallback = {
    workflowRunId: run.id,
    status: same ? 'FAILED' : 'SUCCESS',
    documentFileId: stored.document,
    selfieFileId: stored.selfie,
    reason: same ? 'The selfie does not show a face matching the document' : null,
  };
  const body = canonicalJson(result);
  const answer = await app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(deps.callbackSecret, body) },
    payload: body,
  });
  if (answer.statusCode !== 204) throw new Error(`identity callback answered ${answer.statusCode}`);
  const brand = await deps.db.query<{ brand: string }>(`SELECT brand FROM customers WHERE id = $1`, [run.customer_id]);
  return html(
    reply,
    resultPage(
      same ? 'Verification failed: the selfie does not match the document.' : 'Thank you. Your identity is verified.',
      `${deps.portalUrl(brand.rows[0]!.brand)}/video-identity-job/${encodeURIComponent(run.id)}`,
    ),
  );
}
