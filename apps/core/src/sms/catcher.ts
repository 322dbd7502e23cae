import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';

export interface CaughtSms {
  id: string;
  to: string;
  text: string;
  brand: string;
  receivedAt: string;
}

const KEEP = 500;
const MAX_BODY_BYTES = 16 * 1024;
const ZSms = z.object({
  id: z.string().min(1).max(64),
  to: z.string().regex(/^\+[1-9][0-9]{6,14}$/),
  text: z.string().min(1).max(480),
  brand: z.string().min(1).max(32),
});
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The SMS half of the local catcher: a stand-in provider that takes the same JSON a real one
 * gets (`POST /sms/send`, see sender.ts), keeps the last messages in memory, and shows them at
 * `/sms` (JSON at `/sms/messages?to=+370…`). It never sends anything anywhere.
 */
export function createSmsCatcher() {
  const messages: CaughtSms[] = [];
  async function receive(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    let parsed: ReturnType<typeof ZSms.safeParse> | null = null;
    try {
      parsed = body === null ? null : ZSms.safeParse(JSON.parse(body));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      res.statusCode = 400;
      return res.end('bad sms');
    }
    // A retried delivery carries the same id: kept once.
    if (!messages.some((m) => m.id === parsed.data.id)) {
      messages.unshift({ ...parsed.data, receivedAt: new Date().toISOString() });
      messages.length = Math.min(messages.length, KEEP);
    }
    res.statusCode = 202;
    res.end();
  }
  function page(res: ServerResponse) {
    const rows = messages
      .map(
        (m) =>
          `<article><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.brand)} · ${m.receivedAt}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.end(
      `<!doctype html><meta charset="utf-8"><title>SMS catcher</title><style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style><p><a href="/">Mail</a> · SMS</p><h1>SMS catcher (${messages.length})</h1>${rows || '<p>No SMS yet.</p>'}`,
    );
  }
  return {
    messages,
    /** Answers the catcher's SMS paths; false for any other path. */
    handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      if (url.pathname === '/sms/send' && req.method === 'POST') {
        void receive(req, res).catch(() => {
          res.statusCode = 400;
          res.end();
        });
        return true;
      }
      if (url.pathname === '/sms/messages') {
        // A '+' left unencoded in a query string arrives as a space.
        const to = url.searchParams
          .get('to')
          ?.trim()
          .replace(/^(?!\+)/, '+');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(to ? messages.filter((m) => m.to === to) : messages));
        return true;
      }
      if (url.pathname === '/sms') {
        page(res);
        return true;
      }
      return false;
    },
  };
}
