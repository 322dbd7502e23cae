import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { portalPath } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { parseWith } from '../../platform/parse.ts';
import type { KycDeps } from '../module.ts';
import { html } from './html.ts';
import { resolutionPage, resultPage } from './pages.ts';
import { resolutionTokenMatches } from './resolution-links.ts';

interface TSigner {
  customer_id: string;
  brand: string;
  company: string;
  signer: string;
  signed: boolean;
}

const ZParams = z.strictObject({
  id: z.string().regex(/^\d{1,12}$/),
  rep: z.string().regex(/^\d{1,12}$/),
  token: z.string().min(1).max(128),
});
const ZFields = z.strictObject({ signature: z.string().trim().min(1).max(200), certify: z.literal('yes') });

/** The signer's row under a valid link, still to sign (null: unknown, wrong token or already signed). */
async function signerOf(q: Queryable, secret: string, id: number, rep: number, token: string) {
  if (!resolutionTokenMatches(secret, id, rep, token)) return null;
  const r = await q.query<TSigner>(
    `SELECT b.customer_id, c.brand, p.name AS company,
            trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) AS signer, s.signed_at IS NOT NULL AS signed
       FROM business_resolution_signers s
       JOIN business_resolutions b ON b.id = s.resolution_id
       JOIN customers c ON c.id = b.customer_id
       JOIN business_profiles p ON p.customer_id = b.customer_id
       JOIN business_representatives r ON r.id = s.representative_id AND r.deleted_at IS NULL
      WHERE s.resolution_id = $1 AND s.representative_id = $2`,
    [id, rep],
  );
  const row = r.rows[0];
  return row && !row.signed ? row : null;
}

/** Everyone who signs the resolution, with whether they did. */
async function signersOf(q: Queryable, id: number) {
  const r = await q.query<{ name: string; signed: boolean }>(
    `SELECT trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) AS name, s.signed_at IS NOT NULL AS signed
       FROM business_resolution_signers s JOIN business_representatives r ON r.id = s.representative_id
      WHERE s.resolution_id = $1 ORDER BY r.id`,
    [id],
  );
  return r.rows;
}

/**
 * The e-sign page of company resolutions (the signing service's stand-in, as the W-forms'):
 * GET /esign/resolution/{id}/{representative}/{token} shows the resolution, its company and its
 * signers; POST records this signer's typed signature, and the resolution is signed (status 2)
 * once every signer has signed. One signature per signer: the link opens nothing afterwards.
 */
export function registerResolutionEsignRoutes(app: FastifyInstance, deps: KycDeps) {
  const invalid = (reply: FastifyReply) =>
    html(reply, resultPage('This signing link is invalid or the resolution is already signed.', null), 404);
  const path = '/esign/resolution/:id/:rep/:token';

  app.get(path, async (req, reply) => {
    const p = parseWith(ZParams, req.params);
    const [id, rep] = [Number(p.id), Number(p.rep)];
    const signer = await signerOf(deps.db, deps.callbackSecret, id, rep, p.token);
    if (!signer) return invalid(reply);
    const action = `/esign/resolution/${id}/${rep}/${encodeURIComponent(p.token)}`;
    return html(
      reply,
      resolutionPage(action, {
        id,
        company: signer.company,
        signer: signer.signer,
        signers: await signersOf(deps.db, id),
      }),
    );
  });

  app.post(path, async (req, reply) => {
    const p = parseWith(ZParams, req.params);
    const [id, rep] = [Number(p.id), Number(p.rep)];
    const signer = await signerOf(deps.db, deps.callbackSecret, id, rep, p.token);
    if (!signer) return invalid(reply);
    const fields = await formFields(req);
    const parsed = ZFields.safeParse(fields);
    if (!parsed.success) return html(reply, resultPage('Type your signature and tick the approval.', null), 400);
    const done = await deps.db.transaction((tx) => sign(tx, id, rep, parsed.data.signature));
    if (!done) return invalid(reply);
    const back = `${deps.portalUrl(signer.brand)}${portalPath('companyPath', { path: 'resolutions' })}`;
    return html(reply, resultPage(`Resolution #${id} is signed.`, back));
  });
}

async function formFields(req: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (req.isMultipart())
    for await (const part of req.parts({ limits: { files: 0, fields: 5, fieldSize: 1024 } }))
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
  return fields;
}

/** This signer's signature (once), then the resolution's status: 2 when no signature is missing. */
async function sign(tx: Queryable, id: number, rep: number, name: string): Promise<boolean> {
  await tx.query(`SELECT id FROM business_resolutions WHERE id = $1 FOR UPDATE`, [id]);
  const r = await tx.query(
    `UPDATE business_resolution_signers SET signed_at = now(), signed_name = $3
      WHERE resolution_id = $1 AND representative_id = $2 AND signed_at IS NULL`,
    [id, rep, name],
  );
  if (r.rowCount === 0) return false;
  await tx.query(
    `UPDATE business_resolutions SET status_id = 2
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM business_resolution_signers WHERE resolution_id = $1 AND signed_at IS NULL)`,
    [id],
  );
  return true;
}
