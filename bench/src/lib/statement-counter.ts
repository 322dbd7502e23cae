// Statements per request (issue 25's budget): a TCP relay between core and PostgreSQL that reads
// the frontend side of the wire protocol and counts what the client asks the server to run.
import net from 'node:net';

export interface TStatementCounter {
  /** The database URL through the relay (same database, user and options). */
  url: string;
  /** Statements sent so far: simple queries ('Q') and executions of extended ones ('E'). */
  statements(): number;
  /** Of those, COMMITs (one per transaction that wrote or read in one). */
  commits(): number;
  /**
   * Commits that carried a NOTIFY (`pg_notify(…)` or `NOTIFY` in a statement of the
   * transaction, or a statement outside one: it commits alone). Seen from the text of simple
   * queries and of parsed ('P') extended ones; a named statement run again without a new parse
   * is not seen (node-postgres parses unnamed statements every time).
   */
  notifyingCommits(): number;
  /** Starts keeping the text of every statement parsed or sent from now on; the function it returns stops and hands them over. */
  record(): () => string[];
  close(): Promise<void>;
}

/** Counts the messages of one client connection as they pass (after its length-framed startup message). */
type TCounts = { statements: number; commits: number; notifying: number; texts?: string[] };

/** Per connection: inside BEGIN … COMMIT, and whether a statement of it notified. */
function notifyTracker(counts: TCounts) {
  let inTransaction = false;
  let notified = false;
  return (text: string) => {
    if (/^\s*(begin|start transaction)/i.test(text)) [inTransaction, notified] = [true, false];
    else if (/^\s*(commit|end)\b/i.test(text)) {
      if (notified) counts.notifying++;
      [inTransaction, notified] = [false, false];
    } else if (/^\s*rollback\b/i.test(text) && !/to\s+savepoint/i.test(text))
      [inTransaction, notified] = [false, false];
    else if (/\bnotify\b|pg_notify\s*\(/i.test(text)) {
      if (inTransaction) notified = true;
      else counts.notifying++;
    }
  };
}

/** The query text of a 'Q' (query) or 'P' (parse: name, then query) message body. */
function queryText(type: string, body: Buffer): string {
  if (type === 'Q') return body.toString('utf8', 0, Math.max(0, body.length - 1));
  const nameEnd = body.indexOf(0);
  return body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
}

function frontendCounter(counts: TCounts) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  const track = notifyTracker(counts);
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 4) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        // An SSLRequest/GSSENCRequest (8 bytes, code 80877103/80877104) is answered 'N' and followed by the startup.
        const code = length === 8 ? pending.readInt32BE(4) : 0;
        started = code !== 80877103 && code !== 80877104;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const type = String.fromCharCode(pending[0]!);
      if (type === 'Q' || type === 'E') counts.statements++;
      if (type === 'Q' && /^\s*commit/i.test(pending.subarray(5, 5 + Math.min(16, length - 4)).toString('utf8')))
        counts.commits++;
      if (type === 'Q' || type === 'P') {
        const text = queryText(type, pending.subarray(5, 1 + length));
        track(text);
        counts.texts?.push(text);
      }
      pending = pending.subarray(1 + length);
    }
  };
}

/** A relay on 127.0.0.1 to the server of `databaseUrl`, counting statements. */
export async function startStatementCounter(databaseUrl: string): Promise<TStatementCounter> {
  const target = new URL(databaseUrl);
  const counts: TCounts = { statements: 0, commits: 0, notifying: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const count = frontendCounter(counts);
    client.on('data', (chunk: Buffer) => {
      count(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    statements: () => counts.statements,
    commits: () => counts.commits,
    notifyingCommits: () => counts.notifying,
    record: () => {
      const texts: string[] = [];
      counts.texts = texts;
      return () => {
        delete counts.texts;
        return texts;
      };
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
