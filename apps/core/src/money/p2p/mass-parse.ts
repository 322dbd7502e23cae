import { parse } from 'csv-parse/sync';
import { AppError } from '../../platform/app-error.ts';

/** At most this many rows in one mass batch (spec: not shown; ours). */
export const MASS_ROWS_MAX = 10_000;

/** One row of a mass p2p upload as read: its line in the file and its cells. */
export interface TMassRowText {
  /** The row's line in the file or text (1 = the first line, a header counted). */
  row: number;
  email: string;
  amount: string;
  currency: string;
  note: string;
}

const COLUMNS = ['email', 'amount', 'currency', 'note'] as const;

/**
 * Reads a mass p2p batch (a CSV file or pasted text, the same format): one payment a line,
 * cells separated by comma, semicolon or tab, in the order e-mail, amount, currency (optional:
 * the account's), note (optional). A first line naming the columns (containing `email`) is a
 * header and may order them otherwise. Empty lines are skipped. Unreadable text (unclosed quotes,
 * binary) is refused as a whole (`massFileUnreadable`), as is a batch over 10,000 rows.
 */
export function parseMassRows(text: string): TMassRowText[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    if (text.includes('\u0000')) throw new Error('binary');
    records = parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch {
    throw new AppError('VF', 'massFileUnreadable');
  }
  const first = records[0]?.record.map((c) => c.toLowerCase()) ?? [];
  const header = first.includes('email') || first.includes('e-mail');
  const order = header
    ? COLUMNS.map((name) => first.findIndex((c) => c === name || (name === 'email' && c === 'e-mail')))
    : COLUMNS.map((_n, i) => i);
  const rows = (header ? records.slice(1) : records).filter((r) => r.record.some((c) => c !== ''));
  if (rows.length > MASS_ROWS_MAX) throw new AppError('VF', 'massTooManyRows');
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '') : '');
  return rows.map(({ record, info }) => ({
    row: info.lines,
    email: cell(record, order[0]!),
    amount: cell(record, order[1]!),
    currency: cell(record, order[2]!).toUpperCase(),
    note: cell(record, order[3]!),
  }));
}
