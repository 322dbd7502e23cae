import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHELL_QUERY_FLAG } from '@openportal/contract';
import { brandExists } from './brand-files.ts';
import { resolveHost } from './brand-host.ts';
import { UNKNOWN_BRAND_PAGE } from './brand-pages.ts';
import { compileHtml } from './html-nonce.ts';
import { htmlCsp, sendHtml } from './security-headers.ts';

/** Where the simulator answers on a brand's host. */
export const SHELL_SIMULATOR_PATH = '/shell-simulator';
const SCRIPT_PATH = `${SHELL_SIMULATOR_PATH}/simulator.js`;

/**
 * The portal page the simulator frames: a document the browser loads into an iframe
 * (`Sec-Fetch-Dest: iframe`, which no page can set) with the shell flag. Only it may be framed,
 * and only by its own origin (docs/decisions/mobile-shell.md).
 */
export function isShellFrame(req: FastifyRequest): boolean {
  const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
  return req.headers['sec-fetch-dest'] === 'iframe' && new URLSearchParams(query).get(SHELL_QUERY_FLAG) === '1';
}

/** The portal's HTML in the simulator's frame: the brand's policy, framed by this origin only. */
export function shellFrameCsp(nonce: string): string {
  return htmlCsp(nonce, { websockets: true, framedBySelf: true });
}

/** The simulator's own page: its script, the frame of its origin, calls to its origin; never framed itself. */
function simulatorCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const STYLE = `<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f8fa}
header{padding:.75rem 1rem;background:#1b1f24;color:#fff}header h1{font-size:1.1rem;margin:0}
main{display:flex;flex-wrap:wrap;gap:1rem;padding:1rem}
.device{border:12px solid #1b1f24;border-radius:28px;background:#fff;width:390px;height:760px;overflow:hidden;flex:none}
.device iframe{border:0;width:100%;height:100%}
.panel{flex:1;min-width:18rem;display:flex;flex-direction:column;gap:1rem}
section{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem 1rem}
h2{font-size:1rem;margin:.25rem 0 .5rem}label{display:block;margin:.5rem 0}input{display:block;width:100%;box-sizing:border-box;padding:.4rem}
button{margin:.5rem .5rem 0 0;padding:.4rem .8rem}.error{color:#a40e26}
ol,ul{padding-left:1.2rem;margin:0}#log{max-height:20rem;overflow:auto;font:12px ui-monospace,monospace}
</style>`;

const BODY = `<header><h1>Mobile shell simulator</h1></header>
<main>
<div class="device"><iframe id="portal" title="The portal in the mobile shell" src="/login?${SHELL_QUERY_FLAG}=1"></iframe></div>
<div class="panel">
<section aria-labelledby="app-title"><h2 id="app-title">The app</h2>
<p id="portal-session" data-testid="shell-session">Portal session: not told yet</p>
<button type="button" id="app-logout" data-testid="shell-logout">Log out in the app</button></section>
<section aria-labelledby="login-title" id="native-login" hidden><h2 id="login-title">Native sign-in</h2>
<p>The portal asked the app to sign in.</p>
<form id="login-form"><label>E-mail<input id="login-email" type="email" autocomplete="username" data-testid="shell-email"></label>
<label>Password<input id="login-password" type="password" autocomplete="current-password" data-testid="shell-password"></label>
<p class="error" id="login-error" role="alert"></p>
<button type="submit" data-testid="shell-sign-in">Sign in and hand over</button><button type="button" id="login-cancel" data-testid="shell-cancel">Cancel</button></form></section>
<section aria-labelledby="files-title"><h2 id="files-title">Downloaded files</h2><ul id="downloads" data-testid="shell-downloads"></ul></section>
<section aria-labelledby="other-title"><h2 id="other-title">Wallet, scans and links</h2><ul id="others" data-testid="shell-others"></ul></section>
<section aria-labelledby="log-title"><h2 id="log-title">Bridge log</h2><ol id="log" data-testid="shell-log"></ol></section>
</div>
</main>
<script type="module" src="${SCRIPT_PATH}"></script>`;

const PAGE = compileHtml(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Mobile shell simulator</title>${STYLE}</head><body>${BODY}</body></html>`,
);

/**
 * Spec 1 §1 mobile wrapper, on one machine: a page on the brand's own host that holds the portal
 * the way the app's web view does (a frame of the same origin, `?shell=1`), answers the bridge's
 * messages (sign-in by the token service, downloads listed, scans, wallet, links) and logs them.
 * Off unless SHELL_SIMULATOR (default: on when HOST is loopback).
 */
export async function shellSimulatorRoutes(
  app: FastifyInstance,
  opts: { brandsDir: string; brandDomain: string },
): Promise<void> {
  const script = readFileSync(join(import.meta.dirname, 'shell-simulator.browser.js'), 'utf8');
  const onBrand = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const target = resolveHost(req.hostname, opts.brandDomain);
    if (target.kind === 'brand' && brandExists(opts.brandsDir, target.brand)) return true;
    sendHtml(reply, 404, UNKNOWN_BRAND_PAGE);
    return false;
  };
  app.get(SHELL_SIMULATOR_PATH, async (req, reply) => {
    if (!onBrand(req, reply)) return reply;
    return sendHtml(reply, 200, PAGE, simulatorCsp);
  });
  app.get(SCRIPT_PATH, async (req, reply) => {
    if (!onBrand(req, reply)) return reply;
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
  });
}
