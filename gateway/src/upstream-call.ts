import { Agent, request, type Dispatcher } from 'undici';

/** One buffered HTTP exchange with an upstream API (JSON calls are small; files are capped). */
export type TUpstreamRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer | string | undefined;
};

export type TUpstreamAnswer = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The parsed body when the answer is JSON, else undefined. */
  json: unknown;
};

export type TUpstreamLimits = { timeoutMs: number; maxResponseBytes: number };

/** The upstream could not be reached, timed out or answered too much: the browser sees 502. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
}

/** Answer headers the browser may see; everything else (set-cookie above all) stays behind. */
const PASSED_BACK = ['content-type', 'cache-control', 'retry-after', 'content-disposition', 'x-request-id'];

/** One keep-alive connection pool per upstream origin, shared by every request. */
const agent = new Agent({ keepAliveTimeout: 10_000, connections: 64, pipelining: 1 });

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

function parseJson(contentType: string, body: Buffer): unknown {
  if (!contentType.includes('json') || body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export async function callUpstream(req: TUpstreamRequest, limits: TUpstreamLimits): Promise<TUpstreamAnswer> {
  let status: number;
  let answerHeaders: Record<string, string | string[] | undefined>;
  let body: Buffer;
  try {
    const hasBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD';
    const res = await request(req.url, {
      dispatcher: agent,
      method: req.method as Dispatcher.HttpMethod,
      headers: req.headers,
      body: hasBody ? req.body : undefined,
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    status = res.statusCode;
    answerHeaders = res.headers;
    body = await readCapped(res.body, limits.maxResponseBytes);
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) throw error;
    throw new UpstreamUnavailableError(`upstream ${req.method} ${req.url} failed`, { cause: error });
  }
  const headers: Record<string, string> = {};
  for (const name of PASSED_BACK) {
    const value = answerHeaders[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { status, headers, body, json: parseJson(headers['content-type'] ?? '', body) };
}
