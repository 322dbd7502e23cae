import { Readable } from 'node:stream';
import { formatMinor, type TCurrencyCode, type TLanguage } from '@openportal/contract';
import type { Db } from '@openportal/db';
import { accountStatement, countEntries, getAccounts, listEntries, type TLedgerEntry } from '@openportal/ledger';
import { message, type TMessageKey } from '@openportal/messages';
import { putRecorded, type FileStore } from '../../files/index.ts';
import { loadBrandLogo, streamTablePdf } from '../../pdf/index.ts';
import type { BrandContext } from '../../platform/brand-context.ts';
import { historyFilterOf } from '../history-filter.ts';
import { exportRow, setExport, type TExportRow } from './data.ts';

/** What the export job is built from: a file store that takes big CSV and PDF files, the brands. */
export interface ExportDeps {
  /** The export's row (status, progress, the issued file) and the filter's accounts: the primary. */
  db: Db;
  /** The ledger's entries and balances the file is made of: the read pool (DATABASE_READ_URL), else `db`. */
  readDb: Db;
  files: FileStore;
  brandContext: BrandContext;
  brandsDir: string;
}

/** Entries read per statement (ledger pages); progress is written after each. */
const PAGE = 100;
const STATEMENT_PAGE = 1000;

const word = (lang: TLanguage, key: string) => message(lang, `historyExport.file.${key}` as TMessageKey);
/** A CSV cell: quoted, and a formula's first character neutralised (CSV injection). */
const csvCell = (v: string) =>
  `"${(/^[=+\-@\t\r]/.test(v) && !/^-?[0-9.]+$/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

interface TRowSource {
  header: string[];
  widths: number[];
  alignRight: number[];
  rows: AsyncIterable<string[]>;
  lines: string[];
  closing: () => string[];
}

/**
 * Makes one export or statement file (the `export` job): counts its rows, streams them from the
 * ledger a page at a time into a CSV or a branded PDF, and the file straight into the file store
 * (constant memory whatever the rows), writing progress after each page. The file is issued to
 * the customer (fileDownload). A rerun of a ready export does nothing; a failure marks it failed
 * and throws (the job retries, starting again). The ledger is read on the read pool (a replica
 * with DATABASE_READ_URL: a movement committed a moment before the job may be missing from a
 * history export whose period runs to today; a statement's month is long closed); its row on the primary.
 */
export async function produceExport(deps: ExportDeps, exportId: string): Promise<void> {
  const row = await exportRow(deps.db, exportId);
  if (!row || row.status === 'ready') return;
  try {
    await setExport(deps.db, row.id, { status: 'processing', rowsDone: 0 });
    const source = row.kind === 'statement' ? await statementSource(deps, row) : await historySource(deps, row);
    const body = row.format === 'csv' ? csvStream(source) : await pdfStream(deps, row, source);
    const name = `${row.kind === 'statement' ? `statement-${row.accountId}-${row.dateFrom.slice(0, 7)}` : `history-${row.dateFrom}`}.${row.format}`;
    const contentType = row.format === 'csv' ? 'text/csv' : 'application/pdf';
    await putRecorded(deps.files, [() => deps.files.put({ body, contentType, name })], async ([meta]) => {
      await deps.db.transaction(async (tx) => {
        await tx.query('INSERT INTO issued_files (file_id, customer_id, document) VALUES ($1, $2, $3)', [
          meta!.id,
          row.customerId,
          `history-${row.kind}`,
        ]);
        await setExport(tx, row.id, { status: 'ready', fileId: meta!.id });
      });
    });
  } catch (error) {
    await setExport(deps.db, row.id, { status: 'failed' });
    throw error;
  }
}

function csvStream(s: TRowSource): Readable {
  async function* lines() {
    for (const l of s.lines) yield `${csvCell(l)}\r\n`;
    yield `${s.header.map(csvCell).join(',')}\r\n`;
    for await (const cells of s.rows) yield `${cells.map(csvCell).join(',')}\r\n`;
    for (const l of s.closing()) yield `${csvCell(l)}\r\n`;
  }
  return Readable.from(lines(), { objectMode: false });
}

async function pdfStream(deps: ExportDeps, row: TExportRow, s: TRowSource): Promise<Readable> {
  const manifest = deps.brandContext.manifest(row.brand);
  return streamTablePdf({
    logo: await loadBrandLogo(deps.brandsDir, row.brand),
    logoWidth: manifest.pdfLogo.width,
    logoLink: manifest.pdfLogo.link,
    title: word(row.lang, row.kind === 'statement' ? 'statement' : 'export'),
    lines: [manifest.accountConfirmation.legalName, manifest.accountConfirmation.address, ...s.lines],
    header: s.header,
    widths: s.widths,
    alignRight: s.alignRight,
    rows: s.rows,
    closing: s.closing,
    footer: [manifest.accountConfirmation.legalName, ...manifest.accountConfirmation.footerLines].join(' · '),
    author: manifest.projectName,
  });
}

/** The history rows an export's filter selects, newest first, a ledger page at a time (keyset). */
async function historySource(deps: ExportDeps, row: TExportRow): Promise<TRowSource> {
  const filter = await historyFilterOf(deps.db, row.customerId, row.filter as never);
  const { count } = await countEntries(deps.readDb, filter, 2_000_000);
  await setExport(deps.db, row.id, { rowsTotal: count });
  const w = (k: string) => word(row.lang, k);
  async function* rows() {
    let after: string | null = null;
    let done = 0;
    do {
      const page: { entries: TLedgerEntry[]; next: string | null } = await listEntries(deps.readDb, {
        ...filter,
        pageSize: PAGE,
        after,
      });
      for (const e of page.entries)
        yield [
          e.createdAt.toISOString(),
          e.transactionId,
          e.type,
          e.status,
          e.description,
          String(e.accountId),
          e.currency,
          formatMinor(e.amountMinor, e.currency),
        ];
      done += page.entries.length;
      await setExport(deps.db, row.id, { rowsDone: done });
      after = page.next;
    } while (after);
  }
  return {
    header: ['date', 'transaction', 'type', 'status', 'description', 'account', 'currency', 'amount'].map(w),
    widths: [0.16, 0.16, 0.09, 0.09, 0.24, 0.1, 0.06, 0.1],
    alignRight: [7],
    rows: rows(),
    lines: [`${w('period')}: ${row.dateFrom} – ${row.dateTo ?? ''}`],
    closing: () => [],
  };
}

/**
 * A monthly statement of one account: the opening balance (every entry posted before the month),
 * each entry posted in the month with the running balance, and the closing balance, all from the
 * ledger (accountStatement), so the closing balance is the account's balance at the month's end.
 */
async function statementSource(deps: ExportDeps, row: TExportRow): Promise<TRowSource> {
  const from = new Date(`${row.dateFrom}T00:00:00Z`);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const [account] = await getAccounts(deps.readDb, [BigInt(row.accountId!)]);
  if (!account || account.customerId !== row.customerId) throw new Error('statement of an account not the customer’s');
  const currency: TCurrencyCode = account.currency;
  const first = await accountStatement(deps.readDb, account.accountId, from, to, STATEMENT_PAGE);
  const total = await deps.readDb.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1::int8 AND posted_at >= $2 AND posted_at < $3',
    [String(account.accountId), from, to],
  );
  await setExport(deps.db, row.id, { rowsTotal: total.rows[0]!.n });
  const w = (k: string) => word(row.lang, k);
  const money = (m: bigint) => formatMinor(m, currency);
  let balance = first.openingMinor;
  async function* rows() {
    let page = first;
    let done = 0;
    for (;;) {
      for (const e of page.entries) {
        balance += e.amountMinor;
        yield [day(e.postedAt), e.description, e.type, money(e.amountMinor), money(balance)];
      }
      done += page.entries.length;
      await setExport(deps.db, row.id, { rowsDone: done });
      if (!page.next) break;
      page = await accountStatement(deps.readDb, account!.accountId, from, to, STATEMENT_PAGE, page.next);
    }
  }
  return {
    header: [w('date'), w('description'), w('type'), w('amount'), w('balance')],
    widths: [0.14, 0.42, 0.12, 0.16, 0.16],
    alignRight: [3, 4],
    rows: rows(),
    lines: [
      `${w('account')}: ${row.accountId} (${currency})`,
      `${w('period')}: ${row.dateFrom} – ${row.dateTo}`,
      `${w('opening')}: ${money(first.openingMinor)} ${currency}`,
    ],
    closing: () => [`${w('closing')}: ${money(first.closingMinor)} ${currency}`],
  };
}
