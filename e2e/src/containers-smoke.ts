// Checks a running core + gateway from outside, as scripts/containers-check does for the images
// and the compose stack: both healthy, every brand's page served with its nonce CSP, a sign-in
// through the gateway (refresh token only in the httpOnly cookie), a transfer, a refresh.
// Usage:
//   node e2e/src/containers-smoke.ts --gateway http://127.0.0.1:18080 --core http://127.0.0.1:14000 \
//     [--brands paywave,coinpurse] [--absent fundstr] [--domain localhost] [--otlp-port 14318]
// --brands: the brands the gateway must serve (default: every folder of brands/); --absent: brands
// it must not serve (a single-brand image). --otlp-port: receive the services' spans there
// (their OTEL_EXPORTER_OTLP_ENDPOINT) and check that the transfer's trace runs gateway -> core ->
// database. Prints one line per check, `trace <id>`, and `N passed, N failed`.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { METHOD_CALLS, methodCallUrl, REST_CALLS, SERVICE_ROUTES } from '@openportal/contract';
import { startTraceSink, traceTree, type TSinkSpan } from '@openportal/observability';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const PASSWORD = 'Demo-pass-2026';
const API = '/api';

const { values } = parseArgs({
  options: {
    gateway: { type: 'string', default: 'http://127.0.0.1:18080' },
    core: { type: 'string', default: 'http://127.0.0.1:14000' },
    brands: { type: 'string' },
    absent: { type: 'string', default: '' },
    domain: { type: 'string', default: 'localhost' },
    'otlp-port': { type: 'string' },
  },
});
const sink = values['otlp-port'] === undefined ? undefined : await startTraceSink(Number(values['otlp-port']));
/** The transfer is sent with this W3C trace context, so its trace can be found in the sink. */
const transferTraceId = randomBytes(16).toString('hex');
const allBrands = readdirSync(path.join(REPO, 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const list = (s: string | undefined) => (s ?? '').split(/[\s,]+/).filter((b) => b !== '');
const brands = values.brands === undefined ? allBrands : list(values.brands);
const absent = list(values.absent);

type TAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTP request with an explicit Host header (fetch may not set Host). */
function http(
  base: string,
  method: string,
  pathAndQuery: string,
  opts: { host?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<TAnswer> {
  const url = new URL(pathAndQuery, base);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          ...(opts.host === undefined ? {} : { host: opts.host }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...opts.headers,
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url.href}`)));
    req.on('error', reject);
    req.end(body);
  });
}

let passed = 0;
let failed = 0;
async function check(name: string, fn: () => Promise<string | void>): Promise<void> {
  try {
    const detail = await fn();
    passed++;
    console.log(`✓ ${name}${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    failed++;
    console.log(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
const json = (a: TAnswer) => JSON.parse(a.body) as Record<string, unknown>;

await check('core /health', async () => {
  const a = await http(values.core, 'GET', SERVICE_ROUTES.health);
  assert(a.status === 200 && json(a).status === 'ok', `${a.status} ${a.body}`);
});
await check('gateway /health', async () => {
  const a = await http(values.gateway, 'GET', SERVICE_ROUTES.health);
  assert(a.status === 200 && json(a).status === 'ok', `${a.status} ${a.body}`);
});

for (const brand of brands) {
  await check(`${brand}: page with its nonce CSP`, async () => {
    const host = `${brand}.${values.domain}`;
    const a = await http(values.gateway, 'GET', '/', { host, headers: { accept: 'text/html' } });
    assert(a.status === 200, `status ${a.status}`);
    const csp = String(a.headers['content-security-policy'] ?? '');
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    assert(nonce !== undefined && nonce.length >= 22, `no nonce in CSP '${csp}'`);
    assert(csp.includes("object-src 'none'") && csp.includes("frame-ancestors 'none'"), `weak CSP '${csp}'`);
    const manifest = JSON.parse(readFileSync(path.join(REPO, 'brands', brand, 'brand.json'), 'utf8')) as {
      projectName: string;
    };
    assert(a.body.includes(`<title>${manifest.projectName}</title>`), `title is not ${manifest.projectName}`);
    const scripts = a.body.match(/<script\b[^>]*>/g) ?? [];
    assert(scripts.length > 0, 'no script tag');
    for (const tag of scripts) assert(tag.includes(`nonce="${nonce}"`), `script without the nonce: ${tag}`);
    const src = /<script\b[^>]*\bsrc="([^"]+)"/.exec(a.body)?.[1];
    assert(src !== undefined, 'no script src');
    const asset = await http(values.gateway, 'GET', src, { host });
    assert(asset.status === 200, `${src}: ${asset.status}`);
    assert(String(asset.headers['cache-control']).includes('immutable'), `${src}: not immutable`);
    return `${manifest.projectName}, ${scripts.length} scripts with the nonce, ${src} ${asset.body.length} B`;
  });
}
for (const brand of absent) {
  await check(`${brand}: not in this image`, async () => {
    const a = await http(values.gateway, 'GET', '/', {
      host: `${brand}.${values.domain}`,
      headers: { accept: 'text/html' },
    });
    assert(a.status === 404, `status ${a.status}`);
  });
}

const signInBrand = brands[0];
if (signInBrand !== undefined) {
  const host = `${signInBrand}.${values.domain}`;
  const user = `personal@${signInBrand}.example`;
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    http(values.gateway, 'POST', `${API}${p}`, { host, body, headers });
  let accessToken = '';
  let cookie = '';
  await check(`sign-in through the gateway (${user})`, async () => {
    const verifier = randomBytes(48).toString('base64url');
    const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
    const login = await post(REST_CALLS.authLogin.path, {
      client: 'spa',
      username: user,
      password: PASSWORD,
      codeChallenge,
    });
    assert(login.status === 200 && typeof json(login).code === 'string', `login: ${login.status} ${login.body}`);
    const token = await post(REST_CALLS.authToken.path, { code: json(login).code, codeVerifier: verifier });
    assert(token.status === 200, `token: ${token.status} ${token.body}`);
    const body = json(token);
    assert(typeof body.accessToken === 'string', 'no access token');
    assert(!('refreshToken' in body), 'the refresh token reached the browser');
    const setCookie = ([] as string[]).concat(token.headers['set-cookie'] ?? []).find((c) => c.startsWith('op_rt='));
    assert(setCookie !== undefined && /HttpOnly/i.test(setCookie), `no httpOnly op_rt cookie: ${String(setCookie)}`);
    accessToken = body.accessToken;
    cookie = setCookie.split(';')[0] ?? '';
  });
  await check('balance inquiry and a transfer through gateway and core', async () => {
    assert(accessToken !== '', 'not signed in');
    const auth = { authorization: `Bearer ${accessToken}` };
    const balances = async () => {
      const a = await post(methodCallUrl('', METHOD_CALLS.balanceInquiry.method), {}, auth);
      assert(a.status === 200, `balanceInquiry: ${a.status} ${a.body}`);
      return json(a).accounts as Array<{ accountId: number; currencyCode: string; balance?: string }>;
    };
    const before = await balances();
    const usd = before.filter((x) => x.currencyCode === 'USD');
    assert(usd.length >= 2, `two USD accounts expected, got ${JSON.stringify(before)}`);
    const [from, to] = usd as [(typeof usd)[number], (typeof usd)[number]];
    const transfer = await post(
      methodCallUrl('', METHOD_CALLS.transferBetweenAccounts.method),
      { toAmount: '0.01', currency: 'USD', fromAccount: from.accountId, toAccount: to.accountId },
      {
        ...auth,
        'idempotency-key': randomBytes(12).toString('hex'),
        traceparent: `00-${transferTraceId}-${randomBytes(8).toString('hex')}-01`,
      },
    );
    assert(
      transfer.status === 200 && json(transfer).responseCode === '00',
      `transfer: ${transfer.status} ${transfer.body}`,
    );
    const after = await balances();
    const changed = JSON.stringify(after) !== JSON.stringify(before);
    assert(changed, 'balances unchanged after the transfer');
    return `USD 0.01 from ${from.accountId} to ${to.accountId}`;
  });
  // The gateway reads the cookie only when the browser says the request is same-origin.
  await check('refresh with the httpOnly cookie only', async () => {
    assert(cookie !== '', 'no cookie');
    const a = await http(values.gateway, 'POST', `${API}${REST_CALLS.authRefresh.path}`, {
      host,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    assert(a.status === 200 && typeof json(a).accessToken === 'string', `refresh: ${a.status} ${a.body}`);
    assert(!('refreshToken' in json(a)), 'the refresh token reached the browser');
  });
}

if (sink !== undefined) {
  await check('the transfer traced from gateway through core to the database', async () => {
    const SERVER = 2;
    const CLIENT = 3;
    const complete = (spans: TSinkSpan[]) => {
      const coreServer = spans.find((s) => s.service === 'openportal-core' && s.kind === SERVER);
      const child = (parent: TSinkSpan | undefined, service: string, kind: number) =>
        spans.find(
          (s) => parent !== undefined && s.parentSpanId === parent.spanId && s.service === service && s.kind === kind,
        );
      const gatewayServer = spans.find((s) => s.service === 'openportal-gateway' && s.kind === SERVER);
      const gatewayClient = child(gatewayServer, 'openportal-gateway', CLIENT);
      const db = spans.filter(
        (s) => s.service === 'openportal-core' && s.attributes['db.system.name'] === 'postgresql',
      );
      return gatewayClient !== undefined && coreServer?.parentSpanId === gatewayClient.spanId && db.length > 0;
    };
    const spans = await sink.waitForTrace(transferTraceId, complete, 20_000);
    assert(complete(spans), `incomplete trace ${transferTraceId}:\n${traceTree(spans)}`);
    const db = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    const engine = String(db[0]?.attributes['db.openportal.engine'] ?? db[0]?.attributes['server.address']);
    const tree = traceTree(spans).split('\n');
    const shown = tree.length > 14 ? [...tree.slice(0, 12), `  … ${tree.length - 12} more spans`] : tree;
    return `${spans.length} spans, ${db.length} database (${engine})\n    ${shown.join('\n    ')}`;
  });
  console.log(`trace ${transferTraceId}`);
  await sink.close();
}

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
