// Issue 20's benchmarks: p2p payments over HTTP (client → gateway → core → database) beside
// transfers between own accounts in the same run, and a 10,000-row mass p2p batch validated
// (upload) and posted (confirm) in one ledger batch, printed as rows/s.
import { randomBytes } from 'node:crypto';
import { METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import type { TJsonClient, TSeeded } from './lib/customers.ts';
import { closedLoop, type TLoadFigures } from './lib/stats.ts';

const P2P_PATH = `/api${methodCallUrl('', METHOD_CALLS.transferP2p.method)}`;
const MASS_FILE_PATH = `/api${methodCallUrl('', METHOD_CALLS.p2pMassUploadFile.method)}`;
const BOUNDARY = 'bench-mass-p2p';
const MASS_CONFIRM_PATH = `/api${methodCallUrl('', METHOD_CALLS.p2pMassConfirm.method)}`;

/** A signed-in payer: its headers (brand host, bearer), its USD accounts and who it is. */
export interface TP2pPayer {
  headers: Record<string, string>;
  accounts: number[];
  seeded: TSeeded;
}

/** Each payer's payee: the next seeded customer of the same brand (p2p stays in a brand). */
function payeesOf(list: readonly TP2pPayer[]): Map<TP2pPayer, string> {
  const out = new Map<TP2pPayer, string>();
  for (const [i, p] of list.entries()) {
    const same = list.filter((q) => q.seeded.brand === p.seeded.brand && q !== p);
    const other = same[i % Math.max(1, same.length)];
    if (other) out.set(p, other.seeded.email);
  }
  return out;
}

/**
 * p2p at `clients` clients: worker w pays from customers w, w + clients, … (no two workers share
 * a payer) 0.01 USD to another customer of its brand, a fresh idempotency key each.
 */
export function p2pLoad(
  client: TJsonClient,
  list: readonly TP2pPayer[],
  clients: number,
  seconds: number,
  refused: (why: string) => void,
): Promise<TLoadFigures> {
  const payees = payeesOf(list);
  const payers = list.filter((p) => payees.has(p));
  if (payers.length === 0) throw new Error('p2p bench: no two seeded customers share a brand');
  const turns = new Array<number>(clients).fill(0);
  return closedLoop(clients, seconds, async (w) => {
    const turn = turns[w]!++;
    const owned = Math.max(1, Math.floor(payers.length / clients));
    const payer = payers[(w + clients * (turn % owned)) % payers.length]!;
    const r = await client.post(
      P2P_PATH,
      { accountId: payer.accounts[0], amount: '0.01', currency: 'USD', toEmail: payees.get(payer) },
      { ...payer.headers, 'idempotency-key': randomBytes(12).toString('hex') },
    );
    if (r.body.responseCode !== '00')
      refused(`${r.status} ${String(r.body.responseCode)} ${String(r.body.responseDescription ?? '')}`);
    return r.body.responseCode === '00';
  });
}

/** What the mass run measured: rows, and rows/s of the upload (validation) and of the confirm (posting). */
export interface TMassFigures {
  rows: number;
  uploadRowsPerSecond: number;
  confirmRowsPerSecond: number;
}

/** One mass p2p batch of `rows` rows of 0.01 USD from `payer` to the other customers of its brand, uploaded as a CSV file and confirmed. */
export async function massP2p(
  client: TJsonClient,
  payer: TP2pPayer,
  list: readonly TP2pPayer[],
  rows: number,
): Promise<TMassFigures> {
  const payees = list.filter((q) => q.seeded.brand === payer.seeded.brand && q !== payer).map((q) => q.seeded.email);
  if (payees.length === 0) throw new Error('mass p2p bench: the payer has no other customer of its brand');
  const csv = Array.from({ length: rows }, (_, i) => `${payees[i % payees.length]},0.01`).join('\n');
  const data = { accountId: payer.accounts[0], batchName: `bench ${rows}`, ignoreIdenticalBatch: true };
  const form =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="mass.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n` +
    `--${BOUNDARY}--\r\n`;
  const started = performance.now();
  const up = await client.postRaw(MASS_FILE_PATH, form, {
    ...payer.headers,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'idempotency-key': randomBytes(12).toString('hex'),
  });
  const uploaded = performance.now();
  if (up.body.responseCode !== '00' || up.body.count !== rows)
    throw new Error(`mass upload: ${JSON.stringify(up.body).slice(0, 300)}`);
  const confirm = await client.post(
    MASS_CONFIRM_PATH,
    { batchId: up.body.batchId },
    { ...payer.headers, 'idempotency-key': randomBytes(12).toString('hex') },
  );
  const confirmed = performance.now();
  if (confirm.body.responseCode !== '00')
    throw new Error(`mass confirm: ${JSON.stringify(confirm.body).slice(0, 300)}`);
  return {
    rows,
    uploadRowsPerSecond: rows / ((uploaded - started) / 1000),
    confirmRowsPerSecond: rows / ((confirmed - uploaded) / 1000),
  };
}
