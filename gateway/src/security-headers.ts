import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A fresh CSP nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The strict nonce policy of every HTML answer. `connect-src` adds ws:/wss: because the
 * realtime socket is same-origin but browsers before CSP3 do not count ws: as 'self'.
 */
export function htmlCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** For everything that is not HTML (JSON, assets): nothing may run or embed it. */
const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Adds the usual security headers to every HTTP answer (websocket frames are not HTTP answers). */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (opts.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_HTML_CSP);
    return payload;
  });
}
