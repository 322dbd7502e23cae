import type { FastifyReply } from 'fastify';

/** An HTML answer of the stand-in's pages: no script, no framing, no referrer. */
export const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
    )
    .send(body);
