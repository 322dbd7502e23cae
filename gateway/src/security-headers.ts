import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { THtmlTemplate } from './html-nonce.ts';

/** A fresh CSP nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The strict nonce policy of every HTML answer. `connect-src` adds ws:/wss: because the
 * realtime socket is same-origin but browsers before CSP3 do not count ws: as 'self'; a site
 * without a socket (the back office) leaves them out.
 */
export function htmlCsp(
  nonce: string,
  opts: { websockets: boolean; framedBySelf?: boolean } = { websockets: true },
): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    opts.websockets ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    // Only the shell simulator's frame of this same origin may hold a page (shell-simulator.ts).
    opts.framedBySelf === true ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Every HTML answer gets a nonce of its own, in the CSP header (`csp`, the brands' by default) and in its tags. */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  template: THtmlTemplate,
  csp: (nonce: string) => string = htmlCsp,
): FastifyReply {
  const nonce = newNonce();
  return reply
    .code(status)
    .header('content-security-policy', csp(nonce))
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(template.render(nonce));
}

/** For everything that is not HTML (JSON, assets): nothing may run or embed it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The security headers every HTTP answer carries (HSTS when the site is served over TLS). */
export function securityHeaders(hsts: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Adds the usual security headers to every HTTP answer (websocket frames are not HTTP answers). */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): void {
  const fixed = securityHeaders(opts.hsts);
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (_req, reply, payload, done) => {
    // A page that said otherwise (the portal in the shell simulator's same-origin frame) keeps it.
    const framing = reply.getHeader('x-frame-options');
    reply.headers(fixed);
    if (framing === 'SAMEORIGIN') reply.header('x-frame-options', framing);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_HTML_CSP);
    done(null, payload);
  });
}
