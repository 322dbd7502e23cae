import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { createSmsCatcher } from '../sms/catcher.ts';

export interface CaughtMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What was attached (name, type, size; not the content). */
  attachments: { filename: string; contentType: string; size: number }[];
  receivedAt: string;
}

const KEEP = 500;
const MAX_MESSAGE_BYTES = 1024 * 1024;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local mail and SMS catcher for the embedded default: an SMTP server on 127.0.0.1 that keeps
 * the last messages in memory, and a small HTTP page listing them (links clickable) plus JSON at
 * /messages; beside it the SMS stand-in provider at /sms (sms/catcher.ts). With `smtp: false`
 * (mail goes to a real relay) only the SMS half runs. It is a development tool: it never relays
 * mail or SMS anywhere.
 */
export async function startMailCatcher(options: { smtpPort: number; httpPort: number; host?: string; smtp?: boolean }) {
  const host = options.host ?? '127.0.0.1';
  const messages: CaughtMail[] = [];
  const sms = createSmsCatcher();
  const smtp = options.smtp === false ? null : await startSmtp(host, options.smtpPort, messages);
  const page = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (sms.handle(req, res, url)) return;
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(to ? messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase())) : messages));
      return;
    }
    mailPage(res, messages);
  });
  await new Promise<void>((resolve, reject) => {
    page.once('error', reject);
    page.listen(options.httpPort, host, () => resolve());
  });
  return {
    messages,
    sms: sms.messages,
    smtpPort: smtp ? (smtp.server.address() as AddressInfo).port : null,
    httpPort: (page.address() as AddressInfo).port,
    async close() {
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => page.close(() => resolve()));
    },
  };
}

async function startSmtp(host: string, port: number, messages: CaughtMail[]) {
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          messages.unshift({
            id: nextId++,
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
            })),
            receivedAt: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, host, () => resolve());
  });
  return smtp;
}

function mailPage(res: http.ServerResponse, messages: CaughtMail[]) {
  const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  const rows = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${m.receivedAt}</p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.end(
    `<!doctype html><meta charset="utf-8"><title>Mail catcher</title><style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style><p>Mail · <a href="/sms">SMS</a></p><h1>Mail catcher (${messages.length})</h1>${rows || '<p>No mail yet.</p>'}`,
  );
}
