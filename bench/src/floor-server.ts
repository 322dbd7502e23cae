// A server with nothing of ours in it, for the per-request floor (floor.ts): a bare Node HTTP
// server answering a small JSON body, optionally after N statements on a pg pool, or a bare
// proxy (Node http + undici, as the gateway's fast path) in front of another server.
//
//   node bench/src/floor-server.ts <port> bare
//   node bench/src/floor-server.ts <port> statements <n> <databaseUrl>
//   node bench/src/floor-server.ts <port> proxy <upstream origin>
//
// FLOOR_DELAY_MS: every answer waits that long first (a timer), so that 16 closed-loop clients
// call at the rate core answers transfers, not at the 20,000/s a bare server reaches.
import { createServer } from 'node:http';
import pg from 'pg';
import { Pool as UpstreamPool } from 'undici';

const [portArg, mode, arg, databaseUrl] = process.argv.slice(2);
const ANSWER = JSON.stringify({ responseCode: '00', responseDescription: 'OK', balance: '100.00' });

async function handlerOf(): Promise<(body: string) => Promise<{ status: number; body: string | Buffer }>> {
  if (mode === 'bare') return async () => ({ status: 200, body: ANSWER });
  if (mode === 'statements') {
    const n = Number(arg);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return async () => {
      for (let i = 0; i < n; i++) await pool.query('SELECT $1::int AS n', [i]);
      return { status: 200, body: ANSWER };
    };
  }
  if (mode === 'proxy') {
    const upstream = new UpstreamPool(arg!, { connections: 64, keepAliveTimeout: 30_000 });
    return async (body) => {
      const r = await upstream.request({
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: r.statusCode, body: Buffer.from(await r.body.arrayBuffer()) };
    };
  }
  throw new Error(`mode: bare, statements <n> <databaseUrl> or proxy <origin>; got ${mode}`);
}

const delayMs = Number(process.env.FLOOR_DELAY_MS ?? 0);
const inner = await handlerOf();
const handle =
  delayMs > 0
    ? async (body: string) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return inner(body);
      }
    : inner;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    handle(Buffer.concat(chunks).toString('utf8')).then(
      (a) => res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body),
      () => res.writeHead(502).end(),
    );
  });
});
server.keepAliveTimeout = 30_000;
server.listen(Number(portArg), '127.0.0.1', () => process.send?.('up'));
