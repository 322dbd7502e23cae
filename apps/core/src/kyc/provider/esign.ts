import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PORTAL_PATHS } from '@openportal/contract';
import { sha256Hex } from '../../platform/crypto.ts';
import { parseWith } from '../../platform/parse.ts';
import { loadBrandLogo, renderPdf } from '../../pdf/index.ts';
import type { KycDeps } from '../module.ts';
import { html } from './html.ts';
import { esignPage, FORM_TITLES, resultPage } from './pages.ts';
import { registerResolutionEsignRoutes } from './resolution-esign.ts';

/** The issued file's document name per form. */
const ISSUED_AS = { W9: 'w9Form', W8BEN: 'w8benForm', W8BENE: 'w8beneForm' } as const;

interface TSignRow {
  id: number;
  customer_id: string;
  kind: 'W9' | 'W8BEN' | 'W8BENE';
  status: string;
  sign_token_hash: string;
  brand: string;
  first_name: string | null;
  last_name: string | null;
  /** The company's representative the form belongs to (null: a personal customer's) and their user. */
  representative_id: string | null;
  representative_user_id: string | null;
}

const ZFields = z.strictObject({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(300),
  tin: z.string().trim().min(1).max(40),
  signature: z.string().trim().min(1).max(200),
  certify: z.literal('yes'),
});

/**
 * Where the signer goes back to: their self-certification page. A company's representative
 * signed in (a user) has the business one; one who came by an authSecret link the link's page
 * (the portal still holds the link).
 */
function returnPath(form: TSignRow): string {
  if (form.representative_id === null) return PORTAL_PATHS.selfCertification;
  return form.representative_user_id
    ? PORTAL_PATHS.selfCertificationBusiness
    : PORTAL_PATHS.selfCertificationRepresentative;
}

/** The W-form waiting for its signature under this link (null: unknown, wrong token or already signed). */
async function formOf(deps: KycDeps, id: string, token: string): Promise<TSignRow | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const r = await deps.db.query<TSignRow>(
    `SELECT d.id, d.customer_id, d.kind, d.status, d.sign_token_hash, c.brand,
            coalesce(r.first_name, c.first_name) AS first_name, coalesce(r.last_name, c.last_name) AS last_name,
            d.representative_id::text AS representative_id, r.user_id AS representative_user_id
       FROM certification_documents d JOIN customers c ON c.id = d.customer_id
       LEFT JOIN business_representatives r ON r.id = d.representative_id
      WHERE d.id = $1 AND d.kind IN ('W9', 'W8BEN', 'W8BENE')`,
    [Number(id)],
  );
  const row = r.rows[0];
  if (!row || row.status !== 'none' || !row.sign_token_hash) return null;
  const a = Buffer.from(sha256Hex(token));
  const b = Buffer.from(row.sign_token_hash);
  return a.length === b.length && timingSafeEqual(a, b) ? row : null;
}

/**
 * The e-sign page (stand-in of the signing service personalWFormUpload's signData names):
 * GET /esign/{id}/{token} shows the W-9 or W-8BEN with the customer's name; POST signs it:
 * a PDF with the brand's logo (pdf/) goes to the file store as the customer's issued file, and
 * the form is validated (spec 1 §3 certification statuses). One signature per link.
 */
export function registerEsignRoutes(app: FastifyInstance, deps: KycDeps) {
  const ZParams = z.strictObject({ id: z.string().min(1).max(12), token: z.string().min(1).max(128) });
  const invalid = (reply: FastifyReply) =>
    html(reply, resultPage('This signing link is invalid or the form is already signed.', null), 404);

  app.get('/esign/:id/:token', async (req, reply) => {
    const p = parseWith(ZParams, req.params);
    const form = await formOf(deps, p.id, p.token);
    if (!form) return invalid(reply);
    const name = [form.first_name, form.last_name].filter(Boolean).join(' ');
    return html(reply, esignPage(form.kind, `/esign/${p.id}/${encodeURIComponent(p.token)}`, name));
  });

  app.post('/esign/:id/:token', async (req, reply) => {
    const p = parseWith(ZParams, req.params);
    const form = await formOf(deps, p.id, p.token);
    if (!form) return invalid(reply);
    return signForm(deps, form, req, reply, invalid);
  });

  registerResolutionEsignRoutes(app, deps);
}

/** Reads the form's fields, renders the signed PDF with the brand's logo, stores it and validates the form. */
async function signForm(
  deps: KycDeps,
  form: TSignRow,
  req: FastifyRequest,
  reply: FastifyReply,
  invalid: (reply: FastifyReply) => FastifyReply,
) {
  const fields: Record<string, string> = {};
  if (req.isMultipart())
    for await (const part of req.parts({ limits: { files: 0, fields: 10, fieldSize: 1024 } }))
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
  const parsed = ZFields.safeParse(fields);
  if (!parsed.success) return html(reply, resultPage('Fill in every field and tick the certification.', null), 400);
  const f = parsed.data;
  const signedAt = new Date().toISOString();
  const pdf = await renderPdf({
    logo: await loadBrandLogo(deps.brandsDir, form.brand),
    title: FORM_TITLES[form.kind],
    subtitle: `Signed electronically on ${signedAt.slice(0, 10)}`,
    blocks: [
      {
        kind: 'table',
        header: ['Field', 'Value'],
        rows: [
          ['Name', f.name],
          ['Permanent residence address', f.address],
          [form.kind === 'W9' ? 'Taxpayer identification number' : 'Foreign tax identifying number', f.tin],
        ],
        widths: [0.4, 0.6],
      },
      {
        kind: 'text',
        text: 'Under penalties of perjury, I certify that the information on this form is true, correct and complete.',
      },
      { kind: 'text', text: `Signature: ${f.signature}    Date: ${signedAt}` },
    ],
    footer: deps.brandName(form.brand),
  });
  const meta = await deps.files.put({ body: pdf, contentType: 'application/pdf', name: `${form.kind}.pdf` });
  const done = await deps.db.transaction(async (tx) => {
    const r = await tx.query(
      `UPDATE certification_documents SET status = 'validated', file_id = $2, signed_name = $3, signed_at = now(),
                sign_token_hash = NULL WHERE id = $1 AND status = 'none'`,
      [form.id, meta.id, f.signature],
    );
    if (r.rowCount === 0) return false;
    await tx.query(`INSERT INTO issued_files (file_id, customer_id, document) VALUES ($1, $2, $3)`, [
      meta.id,
      form.customer_id,
      ISSUED_AS[form.kind],
    ]);
    return true;
  });
  if (!done) {
    await deps.files.delete(meta.id);
    return invalid(reply);
  }
  return html(
    reply,
    resultPage(`${FORM_TITLES[form.kind]} is signed.`, `${deps.portalUrl(form.brand)}${returnPath(form)}`),
  );
}
