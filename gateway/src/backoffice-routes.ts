import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { accessesOf, ERROR_MESSAGES, METHOD_CALL_PATH, METHOD_CALLS, type MethodCall } from '@openportal/contract';
import { sendUpstreamAnswer } from './api-answer.ts';
import { acceptRawBodies } from './body-limits.ts';
import { findBrandFile, htmlTemplate } from './brand-files.ts';
import { NOT_FOUND_PAGE } from './brand-pages.ts';
import type { TGatewayConfig } from './config.ts';
import { sendEnvelope, UNKNOWN_API_INDEX } from './envelope-reply.ts';
import type { THtmlTemplate } from './html-nonce.ts';
import { originVerdict } from './origin-check.ts';
import { htmlCsp, sendHtml } from './security-headers.ts';
import { callUpstream } from './upstream-call.ts';
import { chooseUpstream, forwardHeaders, upstreamPath } from './upstream-target.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The back office's own policy: the brands' strict nonce policy without websockets (it has
 * no realtime stream), so its pages may talk to their own origin only.
 */
export const backofficeCsp = (nonce: string): string => htmlCsp(nonce, { websockets: false });

/** True for an operators' API path (`/admin`, `/admin/…`, however it is cased or encoded). */
export function isAdminApiPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.split('?', 1)[0] ?? '');
  } catch {
    return true;
  }
  const lower = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  return lower === '/admin' || lower.startsWith('/admin/');
}

/**
 * True for a method call (`/?method=`) that only operators may make (its contract entry's every
 * access is admin: the business domain's adminDocument calls, spec 1 §7): the back office sends
 * it as the portal sends its own. One method name, on the method path exactly; anything else is not.
 */
export function isOperatorMethodCall(path: string): boolean {
  let url: URL;
  try {
    url = new URL(path, 'http://gateway.invalid');
  } catch {
    return false;
  }
  const names = url.searchParams.getAll('method');
  if (url.pathname !== METHOD_CALL_PATH || names.length !== 1) return false;
  const calls: Readonly<Record<string, MethodCall>> = METHOD_CALLS;
  const call = Object.hasOwn(calls, names[0]!) ? calls[names[0]!] : undefined;
  return call !== undefined && accessesOf(call).every((a) => a === 'admin');
}

/** `backoffice.localhost` → a Host-header matcher that allows any port. */
export function hostMatcher(host: string): RegExp {
  return new RegExp(`^${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(:\\d+)?$`, 'i');
}

const sendPage = (reply: FastifyReply, status: number, template: THtmlTemplate) =>
  sendHtml(reply, status, template, backofficeCsp);

async function serveApp(req: FastifyRequest, reply: FastifyReply, dir: string): Promise<FastifyReply> {
  const pathname = req.url.split('?', 1)[0] ?? '/';
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return sendPage(reply, 404, NOT_FOUND_PAGE);
  const file = await findBrandFile(dir, pathname);
  if (file?.endsWith('.html') === true) return sendPage(reply, 200, await htmlTemplate(join(dir, file)));
  if (file !== undefined) {
    const hashed = file.startsWith('assets/');
    return reply.sendFile(file, dir, hashed ? { maxAge: YEAR_MS, immutable: true } : { maxAge: 0, immutable: false });
  }
  const accepts = (req.headers.accept ?? '').includes('text/html');
  if (pathname === '/' || (accepts && !pathname.startsWith('/assets/')))
    return sendPage(reply, 200, await htmlTemplate(index));
  return sendPage(reply, 404, NOT_FOUND_PAGE);
}

/**
 * The back office on its own host (BACKOFFICE_HOST): its app (BACKOFFICE_DIR) with its own
 * nonce CSP, and `/api/admin/…` and the operators' method calls (isOperatorMethodCall) proxied
 * to core without a brand. Every other API path is
 * refused here, and the brands' hosts refuse `/api/admin/…` (api-routes.ts): the operators'
 * calls and pages are never reachable on a brand's host, nor a brand's calls on this one.
 */
export async function backofficeRoutes(app: FastifyInstance, opts: { config: TGatewayConfig }): Promise<void> {
  const { config } = opts;
  const host = hostMatcher(config.backofficeHost);
  await app.register(fastifyStatic, { root: config.backofficeDir, serve: false, preCompressed: true });

  acceptRawBodies(app, config.apiBodyLimitBytes);

  async function proxy(req: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const target = upstreamPath(req.url);
    if (!target.canonical || target.internal || !(isAdminApiPath(target.path) || isOperatorMethodCall(target.path)))
      return sendEnvelope(reply, 404, 'IM', ERROR_MESSAGES.notFound);
    if (originVerdict(req) === 'foreign') return sendEnvelope(reply, 403, '13', ERROR_MESSAGES.accessDenied);
    const base = chooseUpstream(req, config.apiIndexTable, config.apiIndex);
    if (base === undefined) return sendEnvelope(reply, 400, 'TA1', UNKNOWN_API_INDEX);
    const body = Buffer.isBuffer(req.body) ? req.body : undefined;
    const headers = forwardHeaders(req, undefined);
    const answer = await callUpstream(
      { method: req.method, url: `${base}${target.path}`, headers, body },
      config.upstream,
      { streamFiles: true },
    );
    return sendUpstreamAnswer(reply, answer, { secure: config.cookieSecure, maxAgeS: 0, persistent: false });
  }

  const constraints = { host };
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/api', constraints, handler: proxy });
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/api/*', constraints, handler: proxy });
  app.route({
    method: 'GET',
    url: '/*',
    constraints,
    handler: (req, reply) => serveApp(req, reply, config.backofficeDir),
  });
}
