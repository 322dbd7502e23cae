import { Transform, type Readable } from 'node:stream';
import { Agent, request, type Dispatcher } from 'undici';

/** One HTTP exchange with an upstream API (JSON calls are small and buffered; files may stream). */
export type TUpstreamRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer | string | undefined;
};

export type TUpstreamAnswer = {
  status: number;
  headers: Record<string, string>;
  /** The whole answer, or empty when it comes as `stream`. */
  body: Buffer;
  /**
   * The parsed body of a JSON answer that carries tokens (`refreshToken` or `accessToken`),
   * else undefined: the gateway reads nothing else of an answer, so it parses nothing else.
   */
  json: unknown;
  /** A file answer (not JSON, below 400), passed on as it arrives, capped at the answer limit. */
  stream?: Readable;
};

export type TUpstreamLimits = { timeoutMs: number; maxResponseBytes: number };

/** The upstream could not be reached, timed out or answered too much: the browser sees 502. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
}

/** Answer headers the browser may see; everything else (set-cookie above all) stays behind. */
const PASSED_BACK = ['content-type', 'cache-control', 'retry-after', 'content-disposition', 'x-request-id'];

/**
 * One keep-alive connection pool per upstream origin, shared by every request: up to 64
 * connections per origin, idle ones kept 30 s (core keeps them 72 s, so the gateway closes
 * first and never writes to a socket core is closing).
 */
export const upstreamAgent = new Agent({
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 60_000,
  connections: 64,
  pipelining: 1,
});

const TOKEN_FIELDS = [Buffer.from('"refreshToken"'), Buffer.from('"accessToken"')];

/** Only token answers are read (refresh token into the cookie, the refresher's new pair). */
function parseTokens(contentType: string, body: Buffer): unknown {
  if (!contentType.includes('json') || body.length === 0) return undefined;
  if (!TOKEN_FIELDS.some((field) => body.includes(field))) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new UpstreamUnavailableError(`upstream answer over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A declared length is framed by HTTP (never more bytes than it says): read it whole in one go. */
async function readBody(res: Dispatcher.ResponseData, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes) {
    res.body.destroy();
    throw new UpstreamUnavailableError(`upstream answer over ${maxBytes} bytes`);
  }
  if (Number.isInteger(declared)) return Buffer.from(await res.body.arrayBuffer());
  return readCapped(res.body, maxBytes);
}

/** Passes a file answer on as it arrives; fails (the client sees a cut answer) past `maxBytes`. */
export function cappedStream(body: Readable, maxBytes: number): Readable {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new UpstreamUnavailableError(`upstream answer over ${maxBytes} bytes`) : null, chunk);
    },
  });
  body.on('error', (error) => cap.destroy(error));
  return body.pipe(cap);
}

export function passedBack(answerHeaders: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_BACK) {
    const value = answerHeaders[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const isFile = (status: number, contentType: string) =>
  status < 400 && contentType !== '' && !contentType.includes('json');

/**
 * Sends a request upstream over the shared keep-alive pool. The answer is buffered (JSON is
 * small, and the gateway may have to read its tokens or retry after a 401), unless `streamFiles`
 * is set and the answer is a file: then it is passed on as it arrives.
 */
export async function callUpstream(
  req: TUpstreamRequest,
  limits: TUpstreamLimits,
  options: { streamFiles?: boolean } = {},
): Promise<TUpstreamAnswer> {
  try {
    const hasBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD';
    const res = await request(req.url, {
      dispatcher: upstreamAgent,
      method: req.method as Dispatcher.HttpMethod,
      headers: req.headers,
      body: hasBody ? req.body : undefined,
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    const headers = passedBack(res.headers);
    const contentType = headers['content-type'] ?? '';
    if (options.streamFiles === true && isFile(res.statusCode, contentType)) {
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > limits.maxResponseBytes) {
        res.body.destroy();
        throw new UpstreamUnavailableError(`upstream answer over ${limits.maxResponseBytes} bytes`);
      }
      const stream = cappedStream(res.body, limits.maxResponseBytes);
      if (Number.isInteger(declared) && declared > 0) headers['content-length'] = String(declared);
      return { status: res.statusCode, headers, body: Buffer.alloc(0), json: undefined, stream };
    }
    const body = await readBody(res, limits.maxResponseBytes);
    return { status: res.statusCode, headers, body, json: parseTokens(contentType, body) };
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) throw error;
    throw new UpstreamUnavailableError(`upstream ${req.method} ${req.url} failed`, { cause: error });
  }
}
