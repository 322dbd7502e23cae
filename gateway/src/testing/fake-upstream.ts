import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { METHOD_CALL_PATH, REST_CALLS, SERVICE_ROUTES, type TRealtimeDelivery } from '@openportal/contract';

/**
 * A test double of core: just enough of the token service, method calls, JWKS and the realtime
 * stream to isolate the gateway. Real end-to-end runs use apps/core.
 */
export type TFakeUpstream = {
  url: string;
  app: FastifyInstance;
  refreshCalls: number;
  lastRequest: { url: string; headers: Record<string, unknown>; body: unknown } | undefined;
  /** A token of user `sub` in session `sid` (default `s-<sub>`) on brand `acme` unless given. */
  sign(sub: string, expiresInS?: number, brand?: string, sid?: string): Promise<string>;
  /** Sessions the fake's session check refuses (as core does after logout). */
  revoked: Set<string>;
  push(delivery: TRealtimeDelivery): void;
  streamConnected: Promise<void>;
  /** Every request to `/internal/...` (session checks, the stream), with the secret it carried. */
  internalCalls: Array<{ url: string; secret: unknown }>;
  /** Method calls `hold` waiting now: each answers once `releaseHeld` is called. */
  holding: number;
  held: Promise<void>;
  releaseHeld(): void;
  /** Ends the answer of `GET /files/stream` (it sends `first;` at once, then waits for this). */
  finishStream: (() => void) | undefined;
  close(): Promise<void>;
};

export const INTERNAL_SECRET = 'test-internal-secret-0123456789';

async function keys() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA', use: 'sig' };
  return { privateKey, jwk };
}

function signer(privateKey: CryptoKey) {
  return (sub: string, expiresInS = 300, brand = 'acme', sid = `s-${sub}`) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sid, email: `${sub}@example.test`, brand })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject(sub)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + expiresInS)
      .sign(privateKey);
  };
}

/** `secret`: the internal secret this upstream expects (default INTERNAL_SECRET). */
export async function startFakeUpstream(opts: { secret?: string } = {}): Promise<TFakeUpstream> {
  const secret = opts.secret ?? INTERNAL_SECRET;
  const { privateKey, jwk } = await keys();
  const app = Fastify({ logger: false });
  const streams = new Set<ServerResponse>();
  let connected!: () => void;
  let release = () => {};
  const hold = () => new Promise<void>((r) => (release = r));
  const fake: TFakeUpstream = {
    url: '',
    app,
    refreshCalls: 0,
    lastRequest: undefined,
    sign: signer(privateKey),
    revoked: new Set(),
    push: (delivery) => streams.forEach((s) => s.write(`data: ${JSON.stringify(delivery)}\n\n`)),
    streamConnected: new Promise((resolve) => (connected = resolve)),
    internalCalls: [],
    holding: 0,
    held: hold(),
    releaseHeld: () => {
      release();
      fake.held = hold();
    },
    finishStream: undefined,
    close: async () => {
      streams.forEach((s) => s.end());
      await app.close();
    },
  };
  // Uploads: the fake only counts what reached it.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
    (_r, body, done) => done(null, { uploadBytes: (body as Buffer).length }),
  );
  app.addHook('onRequest', async (req) => {
    fake.lastRequest = { url: req.url, headers: { ...req.headers }, body: undefined };
    if (req.url.startsWith('/internal'))
      fake.internalCalls.push({ url: req.url, secret: req.headers['x-internal-secret'] });
  });
  app.addHook('preHandler', async (req) => {
    if (fake.lastRequest !== undefined) fake.lastRequest.body = req.body;
  });
  registerRoutes(app, { fake, jwk, streams, secret }, () => connected());
  fake.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return fake;
}

function registerRoutes(
  app: FastifyInstance,
  { fake, jwk, streams, secret }: { fake: TFakeUpstream; jwk: object; streams: Set<ServerResponse>; secret: string },
  onStream: () => void,
) {
  app.get(SERVICE_ROUTES.jwks, async () => ({ keys: [jwk] }));
  app.get(SERVICE_ROUTES.health, async () => ({ status: 'ok' }));
  app.post(REST_CALLS.authLogin.path, async () => ({ authFlow: 'simple', code: 'code-1' }));
  app.post(REST_CALLS.authToken.path, async () => ({ accessToken: await fake.sign('u1'), refreshToken: 'rt-1' }));
  app.post(REST_CALLS.authRefresh.path, async (req, reply) => {
    fake.refreshCalls += 1;
    const { refreshToken } = req.body as { refreshToken?: string };
    if (refreshToken === undefined || refreshToken.startsWith('bad')) {
      return reply.code(401).send({ responseCode: 'AU', responseDescription: 'Session expired' });
    }
    return { accessToken: await fake.sign('u1'), refreshToken: `${refreshToken}-next${fake.refreshCalls}` };
  });
  app.post(REST_CALLS.authLogout.path, async () => ({}));
  app.post(SERVICE_ROUTES.sessionCheck, async (req, reply) => {
    if (req.headers['x-internal-secret'] !== secret) return reply.code(403).send({});
    const claims = decodeJwt((req.body as { accessToken: string }).accessToken);
    if (fake.revoked.has(String(claims.sid))) return reply.code(401).send({ responseCode: 'AU' });
    return { responseCode: '00', sub: claims.sub, sid: claims.sid, exp: claims.exp, brand: claims.brand };
  });
  app.get(SERVICE_ROUTES.realtimeStream, (req, reply) => {
    if (req.headers['x-internal-secret'] !== secret) return reply.code(403).send({});
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write(': connected\n\n');
    streams.add(reply.raw);
    req.raw.on('close', () => streams.delete(reply.raw));
    onStream();
  });
  app.post(METHOD_CALL_PATH, async (req, reply) => {
    const query = req.query as Record<string, string>;
    if (query.method === 'hold') {
      fake.holding++;
      await fake.held;
      fake.holding--;
    }
    return methodCall(fake, query, req.headers, reply);
  });
  app.get('/files/report', async () => ({ responseCode: '00', file: 'report' }));
  app.get('/files/stream', (_req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('first;');
    fake.finishStream = () => reply.raw.end('last');
  });
  app.get('/files/agreement', async (_req, reply) =>
    reply.type('application/pdf').header('content-disposition', 'attachment; filename="a.pdf"').send(FILE_BYTES),
  );
}

/** A file answer of the fake (300 KiB, every byte value): the gateway passes it on as it came. */
export const FILE_BYTES = Buffer.from(Array.from({ length: 300 * 1024 }, (_, i) => (i * 7) % 256));
/** A JSON answer spelled as no serializer would: passed on byte for byte, never parsed and rewritten. */
export const VERBATIM_JSON = '{ "responseCode" : "00", "amount" : 1.50 }';

async function methodCall(
  fake: TFakeUpstream,
  query: Record<string, string>,
  headers: Record<string, unknown>,
  reply: { code(n: number): unknown; type(t: string): unknown; header(k: string, v: string): unknown },
) {
  const bearer = typeof headers.authorization === 'string' ? headers.authorization : '';
  switch (query.method) {
    case 'accountActivate':
      return { responseCode: '00', accessToken: await fake.sign('u1'), refreshToken: 'rt-activate' };
    case 'needsFreshToken':
      if (bearer !== 'Bearer stale') return { responseCode: '00', bearer };
      reply.code(401);
      return { responseCode: 'AU', responseDescription: 'Access token is missing, invalid or expired' };
    case 'needsBearer':
      if (bearer !== '') return { responseCode: '00', bearer };
      reply.code(401);
      return { responseCode: 'AU', responseDescription: 'Access token is missing, invalid or expired' };
    case 'customerDocumentUpload':
      return { responseCode: '00', received: fake.lastRequest?.body };
    case 'verbatim':
      reply.type('application/json');
      return VERBATIM_JSON;
    case 'busy':
      // As core answers past its admission bound (platform/admission.ts).
      reply.code(503);
      reply.header('retry-after', '1');
      return { responseCode: 'AE', responseDescription: 'busy' };
    case 'boom':
      reply.code(500);
      return { responseCode: 'UE', responseDescription: 'stack trace: secret detail' };
    default:
      return { responseCode: '00', method: query.method, bearer };
  }
}
