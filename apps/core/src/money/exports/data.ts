import { fileDownload, fillPath, type TLanguage, type ZExport } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { z } from 'zod';

/** A history export or a monthly statement (migration 0048, history_exports). */
export interface TExportRow {
  id: string;
  customerId: string;
  userId: string;
  brand: string;
  lang: TLanguage;
  kind: 'export' | 'statement';
  format: 'csv' | 'pdf';
  /** historyExportStart's filter as given (the job turns it into the ledger's). */
  filter: Record<string, unknown>;
  accountId: number | null;
  dateFrom: string;
  dateTo: string | null;
  status: 'pending' | 'processing' | 'ready' | 'failed';
  rowsDone: number;
  rowsTotal: number | null;
  fileId: string | null;
}

const COLUMNS = `id::text, customer_id AS "customerId", user_id AS "userId", brand, lang, kind, format, filter,
  account_id::int AS "accountId", to_char(date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(date_to, 'YYYY-MM-DD') AS "dateTo",
  status, rows_done AS "rowsDone", rows_total AS "rowsTotal", file_id AS "fileId"`;

export async function insertExport(
  q: Queryable,
  e: Omit<TExportRow, 'status' | 'rowsDone' | 'rowsTotal' | 'fileId'>,
): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO history_exports (id, customer_id, user_id, brand, lang, kind, format, filter, account_id, date_from, date_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::date, $11::date) ON CONFLICT DO NOTHING`,
    [
      ...[e.id, e.customerId, e.userId, e.brand, e.lang, e.kind, e.format],
      ...[JSON.stringify(e.filter), e.accountId, e.dateFrom, e.dateTo],
    ],
  );
  return r.rowCount > 0;
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** One export by id; with `customerId`, only that customer's. */
export async function exportRow(q: Queryable, id: string, customerId?: string): Promise<TExportRow | undefined> {
  if (!isUuid(id)) return undefined;
  const r = await q.query<TExportRow>(
    `SELECT ${COLUMNS} FROM history_exports WHERE id = $1 AND ($2::text IS NULL OR customer_id = $2)`,
    [id, customerId ?? null],
  );
  return r.rows[0];
}

export async function setExport(
  q: Queryable,
  id: string,
  set: Partial<Pick<TExportRow, 'status' | 'rowsDone' | 'rowsTotal' | 'fileId'>>,
): Promise<void> {
  await q.query(
    `UPDATE history_exports SET status = coalesce($2, status), rows_done = coalesce($3, rows_done),
       rows_total = coalesce($4, rows_total), file_id = coalesce($5, file_id),
       finished_at = CASE WHEN $2 IN ('ready', 'failed') THEN now() ELSE finished_at END
     WHERE id = $1`,
    [id, set.status ?? null, set.rowsDone ?? null, set.rowsTotal ?? null, set.fileId ?? null],
  );
}

/** A customer's monthly statements, newest month first (historyExportList). */
export async function listStatements(
  q: Queryable,
  l: { customerId: string; accountId?: number; year?: number; page: number; pageSize: number },
): Promise<{ rows: TExportRow[]; total: number }> {
  const where = `customer_id = $1 AND kind = 'statement' AND ($2::int8 IS NULL OR account_id = $2)
    AND ($3::int IS NULL OR extract(year FROM date_from)::int = $3)`;
  const args = [l.customerId, l.accountId ?? null, l.year ?? null];
  const total = (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM history_exports WHERE ${where}`, args))
    .rows[0]!.n;
  const rows = await q.query<TExportRow>(
    `SELECT ${COLUMNS} FROM history_exports WHERE ${where} ORDER BY date_from DESC, account_id LIMIT $4 OFFSET $5`,
    [...args, l.pageSize, (l.page - 1) * l.pageSize],
  );
  return { rows: rows.rows, total };
}

/** An export as the wire answers it (contract ZExport). */
export const wireExport = (e: TExportRow): z.infer<typeof ZExport> => ({
  exportId: e.id,
  status: e.status,
  dateFrom: e.dateFrom,
  dateTo: e.dateTo,
  accountId: e.accountId,
  url: e.status === 'ready' && e.fileId ? fillPath(fileDownload.path, { fileId: e.fileId }) : null,
  format: e.format,
  rowsDone: e.rowsDone,
  rowsTotal: e.rowsTotal,
});
